/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* A same-pipe dependence two iterations apart in a loop that runs at
   most two.  A software-pipelined loop whose stage 1 loads tile IT
   chunk by chunk into UB slot IT & 1 and whose stage 2 adds 1 to tile
   IT - 1 and stores it: GCC makes of the first iteration (no stage 2)
   a loop "it = PHI <it0, 1>", left when "it != 0", so it runs at most
   two iterations, and the plugin's dump says so.  The loads of tile IT
   and tile IT + 2 write the same slot, two iterations apart in that
   loop; no run of it makes them, and from one run to the next the
   vector add of the tile in between is ordered after the first load
   and before the second by the flag pairs: no pipe_barrier (MTE2)
   before the loads (the plugin before this had one per tile).  The
   simulator checks that nothing races and y = x + 1.  The unit test
   unit-short-loop-distance.c shows the barrier is needed when the loop
   runs three iterations.  */
#include <ascsim.h>
#include <stdio.h>

#define TILES 5
#define CHUNKS 3
#define CH 512                  /* halves per chunk */
#define N (CHUNKS * CH)         /* halves per tile */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int it = 0; it <= TILES; it++)
    {
      if (it < TILES)
        {
          __ubuf__ half *in = (__ubuf__ half *) get_imm ((it & 1) * 0x1000);
          for (int j = 0; j < CHUNKS; j++)
            copy_gm_to_ubuf (in + j * CH, x + it * N + j * CH, 0, 1,
                             CH / 16, 0, 0);
        }
      if (it > 0)
        {
          int s = (it - 1) & 1;
          __ubuf__ half *in = (__ubuf__ half *) get_imm (s * 0x1000);
          __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000 + s * 0x1000);
          vadds (out, in, 1.0, N / 128, 1, 1, 8, 8);
          copy_ubuf_to_gm (y + (it - 1) * N, out, 0, 1, N / 16, 0, 0);
        }
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * N * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * N * sizeof (half));
  for (int i = 0; i < TILES * N; i++)
    x[i] = (half) (float) (i % 1000);
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int i = 0; i < TILES * N; i++)
    bad += (float) y[i] != (float) (i % 1000) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "loop L1: header B\\d+ latch B\\d+ in L0, at most 2 iterations a run" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
