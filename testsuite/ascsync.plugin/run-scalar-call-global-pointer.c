/* { dg-do run } */
/* { dg-options "-O2" } */
/* A helper (not inlined) reads UB through a global pointer: the call
   has no pointer argument, and was no access.  A call of a function
   outside the ascsync headers that is not const may touch any memory:
   an access of all of UB and GM.  (Found by a second reader.)  */
#include <ascsim.h>

static __ubuf__ half *gp;

__attribute__ ((noinline)) static float
rd (int i)
{
  return (float) gp[i];
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x1000);
  int64_t blk = block_idx * 16384;
  gp = b0;
  vector_dup (b0, 2.0, 1, 1, 1, 8, 8);
  float acc = rd (5);
  vadds (b0, b0, 1.0, 1, 1, 1, 8, 8);
  vector_dup (b1, acc, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + blk, b1, 0, 1, 8, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
