/* { dg-do run } */
/* { dg-options "-O0" } */
/* run-warn-address-unknown.c at -O0: no warning about the addresses
   (at -O0 values pass through memory and few addresses are traced; as
   GCC's own flow-based warnings, these need optimisation), and the
   result is still correct and race-free.  The test harness fails it on
   any warning (excess errors).  */
#include "run-warn-address-unknown.c"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
