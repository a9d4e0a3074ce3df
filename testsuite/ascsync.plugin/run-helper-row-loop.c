/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-provenance" } */
/* The kernel of dump-helper-row-loop.c run with the plugin's sync.
   The checker judges.  */
#include "helper-row-loop.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
