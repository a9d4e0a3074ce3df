/* { dg-do run } */
/* { dg-options "-O2" } */
/* The chunks of interleave-runtime-tile.h, planned without a V barrier
   between them, at tile lengths 128, 384 and 2048: clean and correct
   (the sync-free kernel but for its one hand-written barrier).  */
#include <ascsim.h>
#include <stdio.h>

#include "interleave-runtime-tile.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int lens[3] = { 128, 384, 2048 };
  int bad = 0;
  for (int l = 0; l < 3; l++)
    {
      int tl = lens[l], nr = 8 - 2 * l;
      half *x = ascsim_gm_alloc (nr * tl * sizeof (half));
      half *g = ascsim_gm_alloc (tl * sizeof (half));
      half *y = ascsim_gm_alloc (nr * tl * sizeof (half));
      for (int i = 0; i < nr * tl; i++)
        x[i] = (half) (float) (i % 9);
      for (int i = 0; i < tl; i++)
        g[i] = (half) (float) (i % 4);
      ASCSIM_LAUNCH (1, k (x, g, y, tl, nr));
      for (int i = 0; i < nr * tl; i++)
        bad += (float) y[i] != (float) ((i % 9 + 1) * ((i % tl) % 4));
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x * g + g, row by row");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
