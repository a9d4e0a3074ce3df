/* { dg-do run } */
/* { dg-options "-O0" } */
/* run-negative-offset-from-slot.c at -O0.  */
#include "run-negative-offset-from-slot.c"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
