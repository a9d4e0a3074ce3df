/* { dg-do run } */
/* { dg-options "-O2" } */
/* mode=keep: the double-buffered loop of dump-hand-ping-pong-kept.c,
   whose hand-written sync takes its event ids from the iteration's
   parity and is trusted (the plugin inserts nothing), runs clean and
   right, with the branch taken and not taken.  */
#include <ascsim.h>

#define N 2048
#define TILES 5

#include "dump-hand-ping-pong-kept.c"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * N * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * N * sizeof (half));
  for (int i = 0; i < TILES * N; i++)
    x[i] = (half) (float) (i % 300);
  int bad = 0;
  for (int twice = 0; twice < 2; twice++)
    {
      ASCSIM_LAUNCH (1, k (x, y, TILES, twice));
      for (int i = 0; i < TILES * N; i++)
        bad += (float) y[i] != (float) (i % 300) * (1 + twice) + 1.0f;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1, then y = 2 x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
