/* { dg-do run } */
/* { dg-options "-O2" } */
/* A pipe_barrier whose pipe is no constant (here PIPE_MTE2 or
   PIPE_MTE3 by block) was taken for pipe_barrier (PIPE_ALL), the pipes
   it may wait for, and trusted to order the vector_dup before the
   store: it orders neither.  Hand-written sync is trusted only with
   known pipes.  (Found by a second reader.)  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0);
  int64_t blk = block_idx * 16384;
  pipe_t pb = (block_idx & 1) ? PIPE_MTE3 : PIPE_MTE2;
  vector_dup (b0, 2.0, 1, 1, 1, 8, 8);
  pipe_barrier (pb);
  copy_ubuf_to_gm (y + blk, b0, 0, 1, 8, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
