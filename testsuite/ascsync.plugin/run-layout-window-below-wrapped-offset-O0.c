/* { dg-do run } */
/* { dg-options "-O0" } */
/* run-layout-window-below-wrapped-offset.c at -O0.  */
#include "run-layout-window-below-wrapped-offset.c"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
