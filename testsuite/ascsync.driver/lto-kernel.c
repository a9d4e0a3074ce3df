/* lto-kernel.c -- a sync-free kernel for driver.exp's -flto tests: a
   load, two vector operations and a store through one UB buffer.
   Without sync the checker reports races; with the plugin's sync the
   run is clean and y = (x + 1) * 2.  */
#include <ascsim.h>
#include <stdio.h>

#define N 2048

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, N / 16, 0, 0);
  vadds (a, a, 1.0, N / 128, 1, 1, 8, 8);
  vmuls (a, a, 2.0, N / 128, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, a, 0, 1, N / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (N * sizeof (half));
  half *y = ascsim_gm_alloc (N * sizeof (half));
  for (int i = 0; i < N; i++)
    x[i] = (half) (float) (i % 50);
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += (float) y[i] != ((float) (i % 50) + 1.0f) * 2.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = (x + 1) * 2");
  return ascsim_finish ();
}
