/* callee-after-caller.h -- the kernel of the tests of a helper defined
   after the kernel that calls it ({dump,run}-callee-after-caller*.c):
   the tile loop of call-summary-tile.h, its helper declared by a
   prototype above the kernel and defined below it.  At -O0 GCC
   compiles functions in source order unless told otherwise; the plugin
   has it compile callees first (gimple_callee_first.cc), so the helper
   is planned, and has a summary, when the kernel's calls of it are.
   y[i] = x[i] + 1 for i < 2048.  */

static void tile (__gm__ half *x, __gm__ half *y, int t);

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int t = 0; t < 8; t++)
    tile (x, y, t);
}

__attribute__ ((noinline)) static void
tile (__gm__ half *x, __gm__ half *y, int t)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0x0 + (t & 1) * 0x400);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x800 + (t & 1) * 0x400);
  copy_gm_to_ubuf (in, x + t * 256, 0, 1, 16, 0, 0);
  vadds (out, in, 1.0, 2, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + t * 256, out, 0, 1, 16, 0, 0);
}

#define CALL_N 2048
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
