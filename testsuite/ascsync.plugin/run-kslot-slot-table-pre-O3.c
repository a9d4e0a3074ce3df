/* { dg-do run } */
/* { dg-options "-O3 -DASCSYNC_NO_HAND_SYNC" } */
/* run-kslot-slot-table-auto.c at -O3, where the slot tables are
   read in the latch for the next tile (see
   dump-kslot-slot-table-pre.c): clean and right.  */
#include <ascsim.h>
#include <stdio.h>

#include "dump-kslot-slot-table.c"

#define TILES 7

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
        bad += (float) y[i] != 2.0f * (float) (i % 300) + 1.0f;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2 x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
