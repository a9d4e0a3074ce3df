/* { dg-do run } */
/* { dg-options "-O0" } */
/* At -O0 the inner loop exits at its header, so the vadd after it
   comes before the inner loop's body in reverse post order, though the
   scalar store in that body reaches it in the same iteration of the
   outer loop.  Taken as a dependence round the outer loop's back edge,
   it joined the loop-carried S -> V pair of the store at the end of the
   iteration, which orders a store only before the vadds of later
   iterations: a race (a kernel of ascsync.fuzz, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b4 = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  int nt = 2 + (int) (block_idx & 1);
  vector_dup (b4, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b5, 0.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < nt; i++)
    {
      if (i == 0)
        {
          if (block_idx == 0)
            ;
          else
            {
              for (int j = 0; j < 1; j++)
                b5[512 + 208] = (half) 1.0f;                /* S 0x2da0 */
              /* V 0x2d00..0x2f00 */
              vadd (b5 + ((i + 1) % 2) * 512 + 128, b4, b4, 2, 1, 1, 1, 8, 8,
                    8);
            }
        }
      /* S 0x28c8 / 0x2cc8 */
      b5[(i & 1) * 512 + 100] = (half) 1.0f;
    }
  copy_ubuf_to_gm (y, b5, 0, 1, 64, 0, 0);
}

#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
