/* { dg-do run } */
/* { dg-options "-O3" } */
/* At -O3 IVOPTS makes the vadds' pointers induction variables starting
   at addresses inside b4 and b5, and the evaluator knows such a pointer
   as made from that start.  Taken as a buffer start like the addresses
   the kernel gives get_imm, the start 0x1900 cut the copy into b3's
   slot ((i1 + 1) & 1, a range the layout bound bounds) at 0x1900: its
   dependences on the vector ops and the store were lost (a kernel of
   ascsync.fuzz, reduced).  Only get_imm's addresses and slot addresses
   start buffers.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x800);
  __ubuf__ half *b2 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *b3 = (__ubuf__ half *) get_imm (0x1800);
  __ubuf__ half *b4 = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  int64_t blk = block_idx * 16384;
  int nt = 2 + (int) (block_idx & 1);
  float acc = 0.0f;
  vector_dup (b0, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b1, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b2, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b3, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b4, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b5, 0.0, 8, 1, 1, 8, 8);
  for (int i0 = 0; i0 < nt; i0++)
    {
      for (int i1 = 0; i1 < 2; i1++)
        {
          if (acc > 0.25f)
            {
              vadd (b2 + ((i1 + 1) & 1) * 512 + 0,
                    b4 + ((i1 + 1) & 1) * 512 + 256, b4 + 0 * 512 + 128, 2,
                    1, 1, 1, 8, 8, 8);
            }
          else
            {
              copy_gm_to_ubuf (b3 + ((i1 + 1) & 1) * 512 + 0,
                               x + blk + 14080, 0, 1, 32, 0, 0);
              copy_ubuf_to_gm (y + blk + 0 + i1 * 256,
                               b3 + (i1 & 1) * 512 + 256, 0, 1, 16, 0, 0);
            }
          vadds (b4 + (i1 & 1) * 512 + 128, b5 + (i1 % 2) * 512 + 128,
                 (double) acc, 2, 1, 1, 8, 8);
        }
      acc = acc * 0.5f + (float) b2[0 * 512 + 22];
    }
}

#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
