/* helper-count-rows.h -- the kernel of the tests of a loop bounded by
   a helper's return value at -O0 (dump-helper-count-bounds-loop-O0.c,
   run-helper-count-bounds-loop-O0.c): tiles of at most TR rows of Y,
   each row loaded by its own DMA into the tile's slot, incremented and
   stored back in place; the tile's row count "imin (R - t * TR, TR)"
   is a call at -O0.  */

#include <ascsim.h>

#define R 40
#define TR 8
#define ROW 64
#define NT ((R + TR - 1) / TR)

static int
imin (int a, int b)
{
  return a < b ? a : b;
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x1000);
  for (int t = 0; t < NT; t++)
    {
      int s = t & 1;
      int rows = imin (R - t * TR, TR);
      for (int r = 0; r < rows; r++)
        copy_gm_to_ubuf (in + s * 1024 + r * ROW, y + (t * TR + r) * ROW, 0,
                         1, ROW / 16, 0, 0);
      vadds (out + s * 1024, in + s * 1024, (half) 1.0f, TR * ROW / 128, 1,
             1, 8, 8);
      copy_ubuf_to_gm (y + t * TR * ROW, out + s * 1024, 0, 1,
                       rows * ROW / 16, 0, 0);
    }
}

