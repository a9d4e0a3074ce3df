/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* A vector_dup before the tile loop clears the result rows, which the
   vadds of each tile overwrite (V -> V, WAW); every third tile is
   empty, and then its load and vadds are skipped.  The loop-carried
   V -> MTE2 pair (the load waits for the vadds two tiles back) is primed
   at the loop's entry, after the dup on the vector pipe, and waits on
   every path before the branch; the MTE2 -> V pair of the load sets
   after that wait and waits before the vadds.  The chain orders the dup before
   every vadds, so no pipe_barrier (PIPE_V) is needed, although the
   load's set is not on every path from the wait (the empty tile).  The
   simulator checks that nothing races and the rows of empty tiles stay
   0 (without the chain rule: a pipe_barrier (PIPE_V) after the dup).
   Twin: run-setup-chain-in-loop.c.  */
#include <ascsim.h>
#include <stdio.h>

#define TILES 7
#define N 1024

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int tiles)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x800) };
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x1000);
  if (tiles > TILES)
    tiles = TILES;
  vector_dup (acc, (half) 0.0f, TILES, 1, 1, 8, 8);
  for (int t = 0; t < tiles; t++)
    {
      int s = t & 1;
      if (t % 3 != 2)
        {
          copy_gm_to_ubuf (xb[s], x + t * N, 0, 1, N / 16, 0, 0);
          vadds (acc + t * 128, xb[s], 1.0, 1, 1, 1, 8, 8);
        }
    }
  copy_ubuf_to_gm (y, acc, 0, 1, TILES * 128 / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * N * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * 128 * sizeof (half));
  for (int i = 0; i < TILES * N; i++)
    x[i] = (half) (float) (i % 1000);
  ASCSIM_LAUNCH (1, k (x, y, TILES));
  int bad = 0;
  for (int i = 0; i < TILES * 128; i++)
    {
      int t = i / 128, j = i % 128;
      float want = t % 3 == 2 ? 0.0f : (float) ((t * N + j) % 1000) + 1.0f;
      bad += (float) y[i] != want;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1, empty tiles 0");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
