/* { dg-do run } */
/* { dg-options "-O2" } */
/* Hand-written sync is kept (mode=keep, the default) and trusted only
   where it lies between the producer and the consumer on every path.
   A set_flag/wait_flag (V, S) pair before the loop was taken to order
   the loop's vector_dup before the scalar store of the next iteration
   and before the scalar load after the loop: the test asked for a set
   of the pair on every path from the producer (the one after the loop,
   which comes after the load) and a wait on every path to the consumer
   (the one before the loop), not for the set to lie before the wait
   between the two (a kernel of ascsync.fuzz, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b3 = (__ubuf__ half *) get_imm (0x1800);
  int64_t blk = block_idx * 16384;
  int nt = 2 + (int) (block_idx & 1);
  float acc = 0.0f;
  vector_dup (b0, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b3, 0.0, 8, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_S, EVENT_ID1);
  wait_flag (PIPE_V, PIPE_S, EVENT_ID1);
  for (int i = 0; i < nt; i++)
    {
      b3[(i % 2) * 512 + 435] = (half) acc;
      vector_dup (b3 + ((i + 1) & 1) * 512, -1.0, 4, 1, 1, 8, 8);
      acc = acc * 0.5f + 0.25f;
    }
  acc = acc * 0.5f + (float) b3[308];
  set_flag (PIPE_V, PIPE_S, EVENT_ID2);
  wait_flag (PIPE_V, PIPE_S, EVENT_ID2);
  acc = acc * 0.5f + (float) b3[512 + 52];
  b0[0] = (half) acc;
  copy_ubuf_to_gm (y + blk, b0, 0, 1, 1, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
