/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* An in-place tile loop (MulS): each tile is loaded into slot t & 1,
   scaled in place and stored from there.  The load -> vmuls pair
   (MTE2 -> V) is re-armed through a third pipe: the vmuls -> store
   pair (V -> MTE3) and the store -> next load pair (MTE3 -> MTE2, two
   tiles later).  So the vmuls of tile t waits before the load of tile
   t + 2 sets the same flag again, and the pair rotates over two ids
   (the slot, as the experts write it) with no acknowledgement pair.
   The simulator checks that nothing races and y = 2 x (and that no
   flag is set again before its wait).  */
#include <ascsim.h>
#include <stdio.h>

#define TILES 6
#define N 1024

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int tiles)
{
  __ubuf__ half *bb[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x800) };
  for (int t = 0; t < tiles; t++)
    {
      int s = t & 1;
      copy_gm_to_ubuf (bb[s], x + t * N, 0, 1, N / 16, 0, 0);
      vmuls (bb[s], bb[s], 2.0, N / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * N, bb[s], 0, 1, N / 16, 0, 0);
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
  ASCSIM_LAUNCH (1, k (x, y, TILES));
  int bad = 0;
  for (int i = 0; i < TILES * N; i++)
    bad += (float) y[i] != 2.0f * (float) (i % 1000);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2 x");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE2, V, 0 \\+ iteration of L0 mod 2\\)" } } */
/* { dg-final { scan-ascsync-dump-not "\\\[reuse\\\]" } } */
