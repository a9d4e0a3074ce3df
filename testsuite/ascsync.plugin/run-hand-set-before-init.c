/* { dg-do run } */
/* { dg-options "-O2" } */
/* mode=keep: the loop of dump-hand-set-before-init.c, whose first
   tile's set comes before its load, runs clean and right with the
   plugin's sync, for one tile and for five.  */
#include <ascsim.h>

#define N 2048
#define TILES 5

#include "dump-hand-set-before-init.c"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * N * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * N * sizeof (half));
  for (int i = 0; i < TILES * N; i++)
    x[i] = (half) (float) (i % 300);
  int bad = 0;
  for (int n = 1; n <= TILES; n += TILES - 1)
    {
      ASCSIM_LAUNCH (1, k (x, y, n));
      for (int i = 0; i < n * N; i++)
        bad += (float) y[i] != (float) (i % 300) + 1.0f;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
