/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise" } */
/* The kernel of dump-helper-writes-other-field.c run with the plugin's
   sync.  The checker judges.  */
#include "helper-writes-other-field.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
