/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Twin of run-scalar-wait-after-primes.c with a scalar read of the
   index table before the loop: the wait_flag (MTE2, S) stays before
   that read, ahead of the primes.  The simulator checks the gathered
   rows and that nothing races.  */
#define FIRST 1
#include "run-scalar-wait-after-primes.c"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "before op1: wait_flag \\(MTE2, S, 0\\)" } } */
/* { dg-final { scan-ascsync-dump-not "on edge B\\d+->B\\d+: wait_flag \\(MTE2, S" } } */
