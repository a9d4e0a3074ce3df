/* { dg-do run } */
/* { dg-options "-O2" } */
/* mode=keep: the double-buffered loop of
   dump-hand-chain-three-pairs-kept.c, whose same-pipe dependences two
   tiles apart are ordered through three hand-written pairs (the plugin
   inserts nothing), runs clean and right.  */
#include <ascsim.h>

#define N 2048
#define TILES 5

#include "dump-hand-chain-three-pairs-kept.c"

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
  for (int i = 0; i < TILES * N; i++)
    bad += (float) y[i] != (float) (i % 300) * 2.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2 x");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
