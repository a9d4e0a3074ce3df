/* { dg-do run } */
/* { dg-options "-O2" } */
/* mode=keep: the loop of dump-hand-wait-s-orders-next-tile.c, whose
   hand-written V -> S pair orders each tile's vadds before the next
   tile's load, runs clean and right.  */
#include <ascsim.h>

#define N 2048
#define TILES 4

#include "dump-hand-wait-s-orders-next-tile.c"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * N * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * N * sizeof (half));
  half *firsts = ascsim_gm_alloc (TILES * sizeof (half));
  for (int i = 0; i < TILES * N; i++)
    x[i] = (half) (float) (i % 300);
  ASCSIM_LAUNCH (1, k (x, y, firsts, TILES));
  int bad = 0;
  for (int i = 0; i < TILES * N; i++)
    bad += (float) y[i] != (float) (i % 300) + 1.0f;
  for (int t = 0; t < TILES; t++)
    bad += (float) firsts[t] != (float) ((t * N) % 300) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1, firsts = the first of each tile");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
