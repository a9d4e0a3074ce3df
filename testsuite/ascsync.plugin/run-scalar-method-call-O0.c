/* { dg-do run } */
/* { dg-options "-x c++ -O0" } */
/* In C++ half is a class, and at -O0 "(float) b0[5]" is a call of
   half::operator float with "this" = b0 + 5, not a load in the kernel:
   the pass took no scalar access from it, so nothing ordered the
   vector_dup's write of b0 before the scalar read, nor the read before
   the vadds that writes b0 again.  A call of a function issuing no
   pipe work is a scalar access of what its pointer arguments reach (a
   method's object, here two bytes of UB).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x1000);
  int64_t blk = block_idx * 16384;
  vector_dup (b0, 2.0, 1, 1, 1, 8, 8);
  float acc = (float) b0[5];
  vadds (b0, b0, 1.0, 1, 1, 1, 8, 8);
  vector_dup (b1, acc, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + blk, b1, 0, 1, 8, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
