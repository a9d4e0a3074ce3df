/* { dg-do run } */
/* { dg-options "-O2" } */
/* GCC shares the offset of b0 + (i % 2) * 512 + 128 (a branch) with
   the load's b5 + (i % 2) * 512 + 128 after the join: "PHI <(i % 2) *
   1024 + 256, 1280>" (the continue leaves block 1's even iterations
   out, so the other branch is always slot 1).  The load's pointer is
   known only as [0x2900, 0x2d00]; the layout bound took 0x2c00, a slot
   address of the inner loop's loads, as the end of the buffer the load
   starts in and cut it to [0x2900, 0x2c00), though in odd iterations
   it writes [0x2d00, 0x2e00), which the vadds writes just before: no
   pair ordered them (a kernel of ascsync.fuzz, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x800);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  int64_t blk = block_idx * 16384;
  int nt = 2 + (int) (block_idx & 1);
  vector_dup (b0, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b1, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b5, 0.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < nt; i++)
    {
      if (block_idx == 0)
        vadds (b0 + (i % 2) * 512 + 128, b1 + (i % 2) * 512 + 256, 0.5, 2,
               1, 1, 8, 8);
      else
        {
          if ((i & 1) == 0)
            continue;
          vadds (b5 + (i & 1) * 512 + 128, b0 + (i & 1) * 512 + 128, 0.5, 1,
                 1, 1, 8, 8);
        }
      copy_gm_to_ubuf (b5 + (i % 2) * 512 + 128, x + blk + 256, 0, 1, 8, 0,
                       0);
      for (int j = 0; j < nt; j++)
        copy_gm_to_ubuf (b5 + ((j + 1) & 1) * 512, x + blk + 512, 0, 1, 16,
                         0, 0);
    }
  copy_ubuf_to_gm (y + blk, b0, 0, 1, 1, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
