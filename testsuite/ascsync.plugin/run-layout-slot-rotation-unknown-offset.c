/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC" } */
/* The gather of dump-layout-slot-rotation-unknown-offset.c, built
   sync-free, with 1 to 8 rows per tile (the counts the kernel reads):
   the pairs rotating over the two slots run it clean and right.  */
#include <ascsim.h>
#include <stdio.h>

#include "dump-layout-slot-rotation-unknown-offset.c"

#define TILES 6

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *tab = ascsim_gm_alloc ((TILES + 8) * ROW * sizeof (half));
  int32_t *cnt = ascsim_gm_alloc (64 * sizeof (int32_t));
  half *y = ascsim_gm_alloc (TILES * ROW * sizeof (half));
  for (int i = 0; i < (TILES + 8) * ROW; i++)
    tab[i] = (half) (float) (i % 50);
  for (int t = 0; t < 64; t++)
    cnt[t] = 1 + (t * 5) % 8;
  ASCSIM_LAUNCH (1, k (tab, cnt, y, TILES));
  int bad = 0;
  for (int t = 0; t < TILES; t++)
    for (int i = 0; i < ROW; i++)
      bad += (float) y[t * ROW + i] != 2.0f * (float) ((t * ROW + i) % 50);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2 x of each tile's first row");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
