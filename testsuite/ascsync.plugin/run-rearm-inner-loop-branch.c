/* { dg-do run } */
/* { dg-options "-O2" } */
/* The S -> MTE3 pair's flag must be re-armed on every path of the outer
   loop's iteration from its wait to its next set; on the else branch
   the path runs through an inner loop, which the search for such paths
   did not enter, so one acknowledgement on the then branch seemed to
   close them all and S set the flag again before MTE3 had consumed it
   (flag-already-set; a kernel of ascsync.fuzz, reduced).  */
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
  acc = acc * 0.5f + (float) b2[339];
  for (int i = 0; i < 2; i++)
    {
      if (acc > 0.25f)
        {
          if (block_idx == 0)
            b1[430] = (half) acc;
        }
      else
        for (int j = 0; j < 4; j++)
          copy_ubuf_to_gm (y + blk + j * 512, b1 + ((j + 1) & 1) * 512, 0, 1,
                           32, 0, 0);
    }
  b0[0] = (half) acc;
  copy_ubuf_to_gm (y + blk + 16384 - 16, b0, 0, 1, 1, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
