/* call-summary-pointer-tile.h -- the kernel of the tests of helpers
   taking local pointers (dump-call-summary-pointer-slots.c,
   run-call-summary-pointer-*.c): a double-buffered tile loop whose
   load, compute and store are noinline helpers given the slot's
   address, "in + (t & 1) * 512", which they access at an offset of
   their own (the load writes the second quarter of the slot, the
   vector op reads it).  y[i] = x[i] + 1 for i < 2048.  */

__attribute__ ((noinline)) static void
load_tile (__ubuf__ half *in, __gm__ half *x, int t)
{
  copy_gm_to_ubuf (in + 128, x + t * 256, 0, 1, 16, 0, 0);
}

__attribute__ ((noinline)) static void
add_one (__ubuf__ half *out, __ubuf__ half *in)
{
  vadds (out, in + 128, 1.0, 2, 1, 1, 8, 8);
}

__attribute__ ((noinline)) static void
store_tile (__gm__ half *y, __ubuf__ half *out, int t)
{
  copy_ubuf_to_gm (y + t * 256, out, 0, 1, 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x1000);
  for (int t = 0; t < 8; t++)
    {
      load_tile (in + (t & 1) * 512, x, t);
      add_one (out + (t & 1) * 512, in + (t & 1) * 512);
      store_tile (y, out + (t & 1) * 512, t);
    }
}

#define CALL_N 2048
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
