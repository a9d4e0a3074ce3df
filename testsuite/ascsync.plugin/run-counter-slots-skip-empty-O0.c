/* { dg-do run } */
/* { dg-options "-O0" } */
/* run-counter-slots-skip-empty.c at -O0, where the counter's steps are
   the same SSA values with more conversions in between.  */
#include "run-counter-slots-skip-empty.c"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
