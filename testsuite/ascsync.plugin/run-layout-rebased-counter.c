/* { dg-do run } */
/* { dg-options "-O2" } */
/* IVOPTS rebases the slot offset of the inner loop's copy on another
   buffer's pointer: its destination evolves as {(get_imm (0x1800) -
   get_imm (0x2000)) + ivtmp, +, 1024}.  That start is one address (the
   parts wrap, the sum does not); not seen as one, the copy's span was
   cut at b3's second slot address and its WAW with the scalar store
   into that slot, from one iteration to the next, was lost (a kernel of
   ascsync.fuzz, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x800);
  __ubuf__ half *b2 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *b3 = (__ubuf__ half *) get_imm (0x1800);
  __ubuf__ half *b4 = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  int64_t blk = block_idx * 16384;
  float acc = 0.0f;
  vector_dup (b3, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b4, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b2, 2.0, 8, 1, 1, 8, 8);
  for (int i0 = 0; i0 < 3; i0++)
    {
      acc = acc * 0.5f + (float) b2[39];
      if (acc > 0.25f)
        for (int i1 = 0; i1 < 2; i1++)
          {
            vadds (b5 + (i1 & 1) * 512 + 256, b4 + (i1 & 1) * 512 + 128, 0.5,
                   1, 1, 1, 8, 8);
            copy_gm_to_ubuf (b3 + (i1 % 2) * 512 + 128,
                             x + blk + 768 + i1 * 256, 0, 1, 16, 0, 0);
            /* 0x1e1c: in the copy of i1 = 1 */
            b3[512 + 270] = (half) 1.0f;
            vmuls (b4 + (i1 & 1) * 512, b3 + 256, 2.0, 1, 1, 1, 8, 8);
          }
    }
  for (int i2 = 0; i2 < 4; i2++)
    /* slots 0x1b00, 0x1f00 */
    vmuls (b3 + (i2 & 1) * 512 + 384, b4, 2.0, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, b3, 0, 1, 64, 0, 0);
}

#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
