/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC" } */
/* The kernel of dump-kslot-pointer-swap.c run with the plugin's sync
   only: the loads into one buffer and the compute on the other are
   ordered where they meet; y = 2 * x + 1, no finding.  */
#include <ascsim.h>
#include <stdio.h>
#include "kslot-pointer-swap.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 9 - 4);
  ASCSIM_LAUNCH (1, k (x, y, NT));
  int bad = 0;
  for (int i = 0; i < NT * TILE; i++)
    bad += (float) y[i] != 2.0f * (float) (i % 9 - 4) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2 * x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
