/* call-summary-runtime-slot.h -- the kernel of
   dump-call-summary-runtime-slot.c and run-call-summary-runtime-slot.c:
   a double-buffered tile loop whose load and compute are noinline
   helpers given the slot's address "in + (t & 1) * tile", TILE a kernel
   argument (the slot size known only at run time), and whose store is
   a helper too.  y[i] = x[i] + 1 for i < 2048.  */

__attribute__ ((noinline)) static void
load_tile (__ubuf__ half *in, __gm__ half *x, int t, int tile)
{
  copy_gm_to_ubuf (in, x + t * tile, 0, 1, (uint16_t) (tile / 16), 0, 0);
}

__attribute__ ((noinline)) static void
add_one (__ubuf__ half *out, __ubuf__ half *in, int tile)
{
  vadds (out, in, 1.0, (uint8_t) (tile / 128), 1, 1, 8, 8);
}

__attribute__ ((noinline)) static void
store_tile (__gm__ half *y, __ubuf__ half *out, int t, int tile)
{
  copy_ubuf_to_gm (y + t * tile, out, 0, 1, (uint16_t) (tile / 16), 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int tile)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x8000);
  if (tile < 128 || tile > 8192)
    return;
  for (int t = 0; t < 2048 / tile; t++)
    {
      load_tile (in + (t & 1) * tile, x, t, tile);
      add_one (out + (t & 1) * tile, in + (t & 1) * tile, tile);
      store_tile (y, out + (t & 1) * tile, t, tile);
    }
}

#define CALL_ARGS x, y, 256
#define CALL_N 2048
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
