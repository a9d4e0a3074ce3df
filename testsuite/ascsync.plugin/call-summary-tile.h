/* call-summary-tile.h -- the kernel of the run tests of calls of a
   summarised helper (run-call-summary-*.c): a tile loop whose whole
   body -- load, compute, store, on the slot the call passes -- is the
   noinline helper TILE, with caller work before the loop (a fill of
   the slot the first call loads into: a write the callee's load must
   wait for) and after it (a vector op on the last tile's output: a read
   of what the callee wrote, and its store).  Every dependence between
   the caller and the callee crosses the call; the tests run the kernel
   with the plugin's sync (no finding, right output) and without any
   (the checker finds the race).  y[i] = x[i] + 1 for i < 2048, then
   y[2048 + i] = 2 (x[1792 + i] + 1) for i < 256.  */

__attribute__ ((noinline)) static void
tile (__gm__ half *x, __gm__ half *y, int t)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0x0 + (t & 1) * 0x400);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x800 + (t & 1) * 0x400);
  copy_gm_to_ubuf (in, x + t * 256, 0, 1, 16, 0, 0);
  vadds (out, in, 1.0, 2, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + t * 256, out, 0, 1, 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *in0 = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *out1 = (__ubuf__ half *) get_imm (0xc00);
  __ubuf__ half *last = (__ubuf__ half *) get_imm (0x1000);
  vector_dup (in0, -5.0, 2, 1, 1, 8, 8);
  for (int t = 0; t < 8; t++)
    tile (x, y, t);
  vmuls (last, out1, 2.0, 2, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + 2048, last, 0, 1, 16, 0, 0);
}

#define CALL_N 2304
#define CALL_EXPECT(i) ((i) < 2048 ? (i) % 8 + 1 : 2 * ((i) % 8 + 1))
#include "call-main.h"
