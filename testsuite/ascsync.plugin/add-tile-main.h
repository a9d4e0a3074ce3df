/* add-tile-main.h -- the host program of the tests of an add
   "k (x, y, z, tile, n)" whose tiling comes at run time
   (buffer-starts-at-run-time.h, class-runtime-tile.h,
   param-buffers-at-run-time.h): x, y and z of MAIN_N halves (MAIN_SLACK
   more allocated, 128 unless a test reads further), the tile length
   MAIN_TILE given through a volatile, z = x + y checked; with MAIN_K2
   defined, then a second kernel "k2 (...)" the same way with twice the
   tile (run-class-shared-by-two-kernels*.c,
   run-param-buffers-two-kernels.c).  C or C++.  */
#include <stdio.h>

#ifndef MAIN_SLACK
#define MAIN_SLACK 128
#endif

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  size_t bytes = (size_t) (MAIN_N + MAIN_SLACK) * sizeof (half);
  half *x = (half *) ascsim_gm_alloc (bytes);
  half *y = (half *) ascsim_gm_alloc (bytes);
  half *z = (half *) ascsim_gm_alloc (bytes);
  for (int i = 0; i < MAIN_N; i++)
    {
      x[i] = (half) (float) (i % 19 - 9);
      y[i] = (half) (float) (i % 7);
    }
  volatile int64_t tile = MAIN_TILE;
  ASCSIM_LAUNCH (1, k (x, y, z, tile, MAIN_N));
  int bad = 0;
  for (int i = 0; i < MAIN_N; i++)
    bad += (float) z[i] != (float) x[i] + (float) y[i];
#ifdef MAIN_K2
  /* The second kernel, with twice the tile.  */
  for (int i = 0; i < MAIN_N; i++)
    z[i] = (half) 0.0f;
  volatile int64_t tile2 = 2 * MAIN_TILE;
  ASCSIM_LAUNCH (1, k2 (x, y, z, tile2, MAIN_N));
  for (int i = 0; i < MAIN_N; i++)
    bad += (float) z[i] != (float) x[i] + (float) y[i];
#endif
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "z = x + y");
  return ascsim_finish ();
}
