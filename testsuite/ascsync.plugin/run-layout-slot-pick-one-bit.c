/* { dg-do run } */
/* { dg-options "-O2" } */
/* GCC computes the slot of b1 + ((i + 1) & 1) * 512 in the second loop
   (whose body holds a cycle entered at two blocks) as "(int)
   -(<unnamed-unsigned:1>) (i + 1)": the evaluator knows the vmax's
   pointer only as [0x800, 0xc00], and the slot pick was not
   recognised through the one-bit type, so the layout bound took 0xc00
   (a slot address of the first loop's loads) as the end of the buffer
   the vmax starts in and cut its write to [0x800, 0xc00).  In block
   1 (three iterations) the last vmax writes slot 1, which the vmax
   after the loop reads: no barrier ordered them (a kernel of
   ascsync.fuzz, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x800);
  __ubuf__ half *b2 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  int64_t blk = block_idx * 16384;
  int nt = 2 + (int) (block_idx & 1);
  float acc = 0.0f;
  vector_dup (b0, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b2, 0.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < 4; i++)
    copy_gm_to_ubuf (b1 + ((i + 1) & 1) * 512, x + blk + i * 512, 0, 1, 32,
                     0, 0);
  for (int i = 0; i < nt; i++)
    {
      int g = 0;
      if (i & 1)
        goto second;
    first:
      copy_gm_to_ubuf (b2 + 256, x + blk + 512, 0, 1, 16, 0, 0);
    second:
      if ((i & 1) == 0)
        acc = acc * 0.5f + (float) b2[((i + 1) % 2) * 512 + 90];
      if (++g < nt)
        goto first;
      vmax (b1 + ((i + 1) & 1) * 512, b1 + ((i + 1) & 1) * 512, b2 + 128, 1,
            1, 1, 1, 8, 8, 8);
    }
  vmax (b5 + 512, b0 + 512, b1 + 512, 4, 1, 1, 1, 8, 8, 8);
  b0[0] = (half) acc;
  copy_ubuf_to_gm (y + blk, b0, 0, 1, 1, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
