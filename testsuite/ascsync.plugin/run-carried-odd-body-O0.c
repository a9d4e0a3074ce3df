/* { dg-do run } */
/* { dg-options "-O0" } */
/* At -O0 the inner loop exits at its header: the header runs 4 times a
   run, the body with the slot rotations 3 times.  The load into slot
   (j + 1) % 2 meets itself two iterations on within a run, but one
   iteration on from the last of a run to the first of the next; the
   test of whether the runs keep the distance counted the header's 4
   runs (even, a multiple of the two slots) and found they did, so
   neither the MTE2 nor the V barrier was placed for that instance (a
   kernel of ascsync.fuzz, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b3 = (__ubuf__ half *) get_imm (0x1800);
  __ubuf__ half *b4 = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  int64_t blk = block_idx * 16384;
  vector_dup (b0, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b4, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b5, 0.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 3; j++)
      {
        copy_gm_to_ubuf (b4 + ((j + 1) % 2) * 512, y + blk + 1536 + j * 512,
                         0, 1, 32, 0, 0);
        vmax (b3 + (j & 1) * 512, b5 + (j % 2) * 512 + 256,
              b4 + (j & 1) * 512, 2, 1, 1, 1, 8, 8, 8);
      }
  copy_ubuf_to_gm (y + blk + 16384 - 16, b0, 0, 1, 1, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
