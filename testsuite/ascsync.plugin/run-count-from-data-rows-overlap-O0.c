/* { dg-do run } */
/* { dg-options "-O0" } */
/* run-count-from-data-rows-overlap.c at -O0.  */
#include "run-count-from-data-rows-overlap.c"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
