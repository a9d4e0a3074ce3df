/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-provenance" } */
/* The kernel of dump-helper-chain-via-callee-sync.c run with the
   plugin's sync, five k-steps a pass: the checker judges.  */
#include "helper-chain.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (5 * 256 * sizeof (half));
  for (int i = 0; i < 5 * 256; i++)
    x[i] = (half) (float) (i % 8);
  volatile int n = 5;
  ASCSIM_LAUNCH (1, k (x, n));
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
