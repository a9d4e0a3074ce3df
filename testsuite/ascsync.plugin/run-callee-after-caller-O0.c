/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of dump-callee-after-caller-O0.c run with the plugin's
   sync: the checker judges the summarised calls.  */
#include <ascsim.h>
#include "callee-after-caller.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
