/* { dg-do run } */
/* { dg-options "-O2" } */
/* A dependence carried by an inner loop at a slot distance of 2 (the
   store of slot (j + 1) & 1, the load into it two iterations later) is
   met one iteration apart from one run of the loop to the next when a
   run has an odd number of iterations (nt = 3 in block 1): the slot
   rotation restarts at each run.  The pairs primed and drained around
   the outer loop carry their flags from run to run, so the chain of
   two one-iteration pairs taken for the distance 2 did not order that
   instance: the MTE3 -> MTE2 pair and a V barrier were dropped (a
   kernel of ascsync.fuzz, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x800);
  __ubuf__ half *b2 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *b3 = (__ubuf__ half *) get_imm (0x1800);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  int64_t blk = block_idx * 16384;
  int nt = 2 + (int) (block_idx & 1);
  float acc = 0.0f;
  vector_dup (b0, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b1, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b2, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b3, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b5, 0.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < nt; i++)
    if ((i & 1) == 0)
      for (int j = 0; j < nt; j++)
        {
          copy_ubuf_to_gm (y + blk + j * 512, b2 + ((j + 1) & 1) * 512, 0, 1,
                           32, 0, 0);
          copy_gm_to_ubuf (b2 + ((j + 1) & 1) * 512,
                           x + blk + 1024 + j * 512, 0, 1, 32, 0, 0);
          vector_dup (b2 + (j % 2) * 512 + 256, -1.0, 1, 1, 1, 8, 8);
        }
  b0[0] = (half) acc;
  copy_ubuf_to_gm (y + blk + 16384 - 16, b0, 0, 1, 1, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
