/* { dg-do run } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC" } */
/* The loop of dump-kslot-counter-from-minus-one-O0.c, its counter from
   -1, built sync-free at -O0: clean and right for five tiles and for
   one.  */
#include <ascsim.h>
#include <stdio.h>

#include "dump-kslot-counter-from-minus-one-O0.c"

#define TILES 5

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
