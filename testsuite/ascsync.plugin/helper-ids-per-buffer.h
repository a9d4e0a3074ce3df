/* helper-ids-per-buffer.h -- the kernel of the tests of a tile helper
   given its slots' buffers as pointers ({dump,run}-helper-ids-per-
   buffer*.c): TILE (noinline) loads a tile into IN, adds 1 into OUT and
   stores it, with a flag MTE2 -> V and a flag V -> MTE3 of its own; the
   kernel calls it on slot T & 1 of two double-buffered buffers,
   "get_imm (0x400 + (t & 1) * 0x400)".  The calls pass two buffers for
   each pointer (gimple_argbuf.cc), so each pair of the helper takes one
   id per buffer its pointer points into, and the caller orders a call's
   flags only before the next call on the same slot, two tiles later:
   the loads of tile T + 1 go on while tile T is added.  With
   TWICE, each iteration calls it twice on the same slot (tiles 2T and
   2T + 1): those calls use the same flags, which the caller orders.
   y[i] = x[i] + 1.  */

__attribute__ ((noinline)) static void
tile (__gm__ half *x, __gm__ half *y, __ubuf__ half *in, __ubuf__ half *out,
      int t)
{
  copy_gm_to_ubuf (in, x + t * 256, 0, 1, 16, 0, 0);
  vadds (out, in, (half) 1.0f, 2, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + t * 256, out, 0, 1, 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
#ifdef TWICE
  for (int t = 0; t < 4; t++)
#else
  for (int t = 0; t < 8; t++)
#endif
    {
      __ubuf__ half *in = (__ubuf__ half *) get_imm (0x400 + (t & 1) * 0x400);
      __ubuf__ half *out
        = (__ubuf__ half *) get_imm (0x2000 + (t & 1) * 0x400);
#ifdef TWICE
      tile (x, y, in, out, 2 * t);
      tile (x, y, in, out, 2 * t + 1);
#else
      tile (x, y, in, out, t);
#endif
    }
}

#define CALL_N 2048
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
