/* { dg-do run } */
/* { dg-options "-O0" } */
/* The scalar store into b1 + 512 + 5 in the first inner loop and the
   load into b1 + 512 (block 1) in the second got a pair S -> MTE2 of
   their own, which redundancy removal dropped: two back-to-back pairs
   at the end of the block between the loops, S -> V (for the scalar
   store at the end of the outer iteration and the vadd) and V -> MTE2
   (for the vadds after it and the load of the next outer iteration),
   seemed to chain the store before the load.  The order tests took
   one pair's set at the point of the other's wait as following it, but
   the plan issues back-to-back pairs at one point in the order they
   were made: V -> MTE2 (made first) set and waited before the vector
   pipe waited for the scalar pipe, and nothing ordered the store
   before the load (a kernel of ascsync.fuzz, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x1800);
  __ubuf__ half *b2 = (__ubuf__ half *) get_imm (0x2000);
  vector_dup (b0, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b1, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b2, 0.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < 2; i++)
    {
      for (int j = 0; j < 1; j++)
        {
          b1[512 + 5] = (half) 1.0f;
          vadds (b2, b2, 0.5, 4, 1, 1, 8, 8);
        }
      for (int j = 0; j < 1; j++)
        {
          if (block_idx == 0)
            vadd (b0 + 512 + 256, b1 + 256, b1 + 256, 2, 1, 1, 1, 8, 8, 8);
          else
            copy_gm_to_ubuf (b1 + ((j + 1) % 2) * 512, x, 0, 1, 32, 0, 0);
        }
      b0[512 + 350] = (half) 1.0f;
      vadds (b1 + 128, b2, 0.5, 1, 1, 1, 8, 8);
    }
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
