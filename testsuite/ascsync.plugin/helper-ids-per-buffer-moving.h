/* helper-ids-per-buffer-moving.h -- the kernel of the tests of a tile
   helper whose pointer parameters move (run-helper-ids-per-buffer-
   moving*.c): the helper of helper-ids-per-buffer.h through the tile's
   two rows, "in += 128" after each.  */

__attribute__ ((noinline)) static void
tile (__gm__ half *x, __gm__ half *y, __ubuf__ half *in, __ubuf__ half *out,
      int t)
{
  for (int r = 0; r < 2; r++)
    {
      copy_gm_to_ubuf (in, x + t * 256 + r * 128, 0, 1, 8, 0, 0);
      vadds (out, in, (half) 1.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 256 + r * 128, out, 0, 1, 8, 0, 0);
      in += 128;
      out += 128;
    }
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int t = 0; t < 8; t++)
    tile (x, y, (__ubuf__ half *) get_imm (0x400 + (t & 1) * 0x400),
          (__ubuf__ half *) get_imm (0x2000 + (t & 1) * 0x400), t);
}

#define CALL_N 2048
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
