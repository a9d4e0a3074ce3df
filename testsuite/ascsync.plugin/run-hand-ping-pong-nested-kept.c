/* { dg-do run } */
/* { dg-options "-O2" } */
/* mode=keep: the nested ping-pong loop of
   dump-hand-ping-pong-nested-kept.c, whose hand-written sync is trusted
   (an odd number of tiles a row, so the parity of a row's first tile
   alternates), runs clean and right.  */
#include <ascsim.h>

#define N 2048
#define ROWS 3
#define TILES 3

#include "dump-hand-ping-pong-nested-kept.c"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (ROWS * TILES * N * sizeof (half));
  half *y = ascsim_gm_alloc (ROWS * TILES * N * sizeof (half));
  for (int i = 0; i < ROWS * TILES * N; i++)
    x[i] = (half) (float) (i % 300);
  ASCSIM_LAUNCH (1, k (x, y, ROWS, TILES));
  int bad = 0;
  for (int i = 0; i < ROWS * TILES * N; i++)
    bad += (float) y[i] != (float) (i % 300) + (float) (i / (TILES * N));
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + the row");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
