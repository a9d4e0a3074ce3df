/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC" } */
/* The quadruple-buffered loop of dump-kslot-table-filled-by-loop.c, built
   sync-free: the plugin's pairs, rotating over four event ids, run it
   clean and right for nine tiles and for one.  */
#include <ascsim.h>
#include <stdio.h>

#include "dump-kslot-table-filled-by-loop.c"

#define TILES 9

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * TILE * sizeof (half));
  for (int i = 0; i < TILES * TILE; i++)
    x[i] = (half) (float) (i % 300);
  int bad = 0;
  for (int n = 1; n <= TILES; n += TILES - 1)
    {
      ASCSIM_LAUNCH (1, k (x, y, n));
      for (int i = 0; i < n * TILE; i++)
        bad += (float) y[i] != 2.0f * (float) (i % 300);
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2 x");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
