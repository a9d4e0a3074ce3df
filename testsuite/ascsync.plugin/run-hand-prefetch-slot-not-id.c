/* { dg-do run } */
/* { dg-options "-O2" } */
/* mode=keep: the loop of dump-hand-prefetch-slot-not-id.c, whose
   prefetch loads into the tile's own slot so that its hand-written
   pairs do not order what they seem to, runs clean with the plugin's
   sync and gives what the program order gives: tile I computes from
   tile I + 1's data (the prefetch came first), the last tile from the
   data the prefetch of two tiles before left in its slot.  */
#include <ascsim.h>

#define N 2048
#define TILES 5

#include "dump-hand-prefetch-slot-not-id.c"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * N * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * N * sizeof (half));
  for (int i = 0; i < TILES * N; i++)
    x[i] = (half) (float) (i % 300);
  ASCSIM_LAUNCH (1, k (x, y, TILES));
  int bad = 0;
  for (int t = 0; t < TILES; t++)
    {
      int from = t < TILES - 1 ? t + 1 : TILES - 2;
      for (int i = 0; i < N; i++)
        bad += (float) y[t * N + i] != (float) ((from * N + i) % 300) + 1.0f;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "tile t of y = tile t + 1 of x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
