/* { dg-do run } */
/* { dg-options "-x c++ -O0" } */
/* In C++ a call returning half (a class) stores its result straight
   into UB, "MEM[b0 + 10] = mk (acc)": the store is the call's, and was
   no access.  A call's memory result is a scalar store.  (Found by a
   second reader.)  */
#include <ascsim.h>

__attribute__ ((noinline)) static half
mk (float f)
{
  return half (f);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0);
  int64_t blk = block_idx * 16384;
  float acc = 3.0f + (float) block_idx;
  vector_dup (b0, 2.0, 1, 1, 1, 8, 8);
  b0[5] = mk (acc);
  vadds (b0, b0, 1.0, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + blk, b0, 0, 1, 8, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
