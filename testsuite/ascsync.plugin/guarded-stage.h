/* A software-pipelined loop from T = -2 that loads two tiles ahead into
   three input slots and skips the compute stage in its first two
   iterations ("if (t < 0) continue"); the stage writes a scratch tile
   (V), then Y[t & 1] (V), then stores Y[t & 1] (MTE3).  At -O2 GCC
   threads the iterations that skip the stage straight to the latch,
   past the exit test, so no block of the stage runs in every
   iteration; the stage runs in consecutive ones.  No hand-written sync:
   the plugin places it all.  With GUARDED_STAGE_NO_SCRATCH the stage
   does not write the scratch tile.  */
#include <ascsim.h>
#include <stdio.h>

#define TILES 7
#define N 2048                  /* halves per tile */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, long n)
{
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x8000);
  __ubuf__ half *tb = (__ubuf__ half *) get_imm (0x10000);
  if (n < 1)
    return;
  for (long t = -2; t < n; t++)
    {
      if (t + 2 < n)
        copy_gm_to_ubuf (xb + (t + 2) % 3 * N, x + (t + 2) * N, 0, 1,
                         N / 16, 0, 0);
      if (t < 0)
        continue;
      int s = (int) (t % 3), o = (int) (t & 1);
#ifndef GUARDED_STAGE_NO_SCRATCH
      vmuls (tb, xb + s * N, (half) 2.0f, N / 128, 1, 1, 8, 8);
#endif
      vmuls (yb + o * N, xb + s * N, (half) 0.5f, N / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * N, yb + o * N, 0, 1, N / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * N * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * N * sizeof (half));
  for (int i = 0; i < TILES * N; i++)
    x[i] = (half) (float) (i % 512);
  ASCSIM_LAUNCH (1, k (x, y, TILES));
  int bad = 0;
  for (int i = 0; i < TILES * N; i++)
    bad += (float) y[i] != (float) (half) ((float) (i % 512) * 0.5f);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x * 0.5");
  return ascsim_finish ();
}
