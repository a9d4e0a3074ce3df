/* { dg-do run } */
/* { dg-options "-x c++ -O0 -fplugin-arg-ascsync-warn=no-comdat-calls" } */
/* The kernel of dump-template-helper-O0.c run with the plugin's sync:
   the checker judges the summarised calls.  */
#include <ascsim.h>
#include "template-helper.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
