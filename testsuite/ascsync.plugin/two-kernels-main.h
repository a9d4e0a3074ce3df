/* two-kernels-main.h -- the host program of the tests of helpers two
   kernels share (run-class-shared-by-two-kernels*.c,
   run-param-buffers-two-kernels.c): add-tile-main.h's, launching
   "k (x, y, z, tile, n)" with a tile of MAIN_TILE halves, then
   "k2 (...)" with twice that, each result checked: z = x + y.  C or
   C++.  */
#include <stdio.h>

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  size_t bytes = (size_t) (MAIN_N + 4 * MAIN_TILE) * sizeof (half);
  half *x = (half *) ascsim_gm_alloc (bytes);
  half *y = (half *) ascsim_gm_alloc (bytes);
  half *z = (half *) ascsim_gm_alloc (bytes);
  for (int i = 0; i < MAIN_N; i++)
    {
      x[i] = (half) (float) (i % 19 - 9);
      y[i] = (half) (float) (i % 7);
    }
  volatile int64_t tile = MAIN_TILE, tile2 = 2 * MAIN_TILE;
  int bad = 0;
  ASCSIM_LAUNCH (1, k (x, y, z, tile, MAIN_N));
  for (int i = 0; i < MAIN_N; i++)
    bad += (float) z[i] != (float) x[i] + (float) y[i];
  for (int i = 0; i < MAIN_N; i++)
    z[i] = (half) 0.0f;
  ASCSIM_LAUNCH (1, k2 (x, y, z, tile2, MAIN_N));
  for (int i = 0; i < MAIN_N; i++)
    bad += (float) z[i] != (float) x[i] + (float) y[i];
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "z = x + y, from each kernel");
  return ascsim_finish ();
}
