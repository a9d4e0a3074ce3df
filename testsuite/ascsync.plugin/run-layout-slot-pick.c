/* { dg-do run } */
/* { dg-options "-O2" } */
/* GCC runs the inner loop of two iterations on "ivtmp = PHI <1024,
   0>", no induction variable, so the vadd's read of b2 + (j % 2) * 512
   + 128 is no slot rotation, only a start in [0x1100, 0x1500].  The
   layout bound took the slot address 0x1200 of the later load (b2 +
   (j & 1) * 512 + 256) as the end of the buffer the read starts in and
   cut the read to [0x1100, 0x1200), though slot 0's read alone covers
   [0x1100, 0x1300): the load into 0x1200 was not ordered after it (a
   kernel of ascsync.fuzz, reduced).  */
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
  vector_dup (b0, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b2, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b5, 0.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < nt; i++)
    for (int j = 0; j < 2; j++)
      {
        vadds (b0 + (j & 1) * 512, b5 + (j % 2) * 512, 0.5, 4, 1, 1, 8, 8);
        vadds (b5 + 128, b5 + 128, 0.5, 1, 1, 1, 8, 8);
        vadd (b1 + (j % 2) * 512 + 128, b2 + (j % 2) * 512 + 128,
              b0 + 512 + 128, 2, 1, 1, 1, 8, 8, 8);
      }
  for (int j = 0; j < 4; j++)
    copy_gm_to_ubuf (b2 + (j & 1) * 512 + 256, x + blk + 768 + j * 256, 0,
                     1, 16, 0, 0);

  copy_ubuf_to_gm (y + blk, b0, 0, 1, 1, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
