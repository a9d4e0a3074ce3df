/* { dg-do run } */
/* { dg-options "-O2" } */
/* The slot of the scalar store b2[((i + 1) & 1) * 512 + 273] reaches
   it through a cycle of PHIs round the inner loop (the body of the
   outer loop holds a cycle entered at two blocks, which the plugin
   makes reducible by copying blocks).  The slot pick followed the
   cycle round until its depth limit and gave up, so the layout bound
   cut the store to slot 0, [0x1222, 0x1400), and nothing ordered the
   store to slot 1 before the vadd that writes b2 + 512 in the next
   round of the cycle (a kernel of ascsync.fuzz, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b2 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *b3 = (__ubuf__ half *) get_imm (0x1800);
  __ubuf__ half *b4 = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  int nt = 2 + (int) (block_idx & 1);
  float acc = 0.0f;
  vector_dup (b3, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b4, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b5, 0.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < nt; i++)
    vector_dup (b2 + ((i + 1) % 2) * 512, 2.0, 4, 1, 1, 8, 8);
  for (int i = 0; i < 4; i++)
    {
      int g = 0;
      if (block_idx == 1)
        goto second;
    first:
      vadd (b2 + 512, b3 + (i & 1) * 512, b3 + ((i + 1) % 2) * 512, 4, 1, 1,
            1, 8, 8, 8);
    second:
      if (block_idx == 1)
        break;
      if (block_idx == 0)
        {
          for (int j = 0; j < nt; j++)
            vadds (b2 + (j % 2) * 512, b4 + (j & 1) * 512, (double) acc, 4,
                   1, 1, 8, 8);
          acc = acc * 0.5f + (float) b5[((i + 1) & 1) * 512 + 148];
        }
      b2[((i + 1) & 1) * 512 + 273] = (half) acc;
      if (++g < 2)
        goto first;
    }
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
