/* { dg-do run } */
/* { dg-options "-O0" } */
/* At -O0 two back-to-back pairs share the end of the block of the
   scalar read of b1, before the loop over j: V -> MTE2 (the vadds into
   b4 + 512 of the second inner loop, then the copy into b4 of the next
   i) planned first, then S -> V (the scalar read of b3, then the vadds
   into b3 of the next i).  The plan issues them in that order, but the
   redundancy removal took them as the chain S -> V -> MTE2 (the V ->
   MTE2 set "following" the S -> V wait at the same point) and dropped
   the S -> MTE2 pair from the scalar read of b1 to the copy into b1
   after it: the copy wrote the bytes the scalar pipe still read (a
   kernel of ascsync.fuzz, seed 3571, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x800);
  __ubuf__ half *b2 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *b3 = (__ubuf__ half *) get_imm (0x1800);
  __ubuf__ half *b4 = (__ubuf__ half *) get_imm (0x2000);
  int64_t blk = block_idx * 16384;
  int nt = 2 + (int) (block_idx & 1);
  float acc = 0.0f;
  vector_dup (b1, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b2, 0.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < nt; i++)
    {
      acc = acc * 0.5f + (float) b1[(i & 1) * 512 + 112];
      for (int j = 0; j < 3; j++)
        {
          copy_gm_to_ubuf (b4 + ((j + 1) & 1) * 512 + 256, x + blk, 0, 1,
                           8, 0, 0);
          copy_gm_to_ubuf (b1 + ((j + 1) % 2) * 512, x + blk, 0, 1, 32, 0,
                           0);
          vadds (b3 + ((j + 1) % 2) * 512, b2 + ((j + 1) & 1) * 512, 0.5, 4,
                 1, 1, 8, 8);
        }
      for (int j = 0; j < 4; j++)
        {
          acc = acc * 0.5f + (float) b3[512 + 315];
          vadds (b4 + 512, b3 + ((j + 1) & 1) * 512, 0.5, 1, 1, 1, 8, 8);
        }
    }
  b1[0] = (half) acc;
  copy_ubuf_to_gm (y + blk, b1, 0, 1, 1, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
