/* { dg-do run } */
/* { dg-options "-O2" } */
/* A scalar store b[(i % 2) * 512 + 24] beside a vector op on b + (i &
   1) * 512 + 384: at -O2 GCC computes the store's offset from the
   vector op's as "_15 + 18446744073709550896", 720 bytes less written
   as a wrapping unsigned addition.  The evaluator gave up on the
   wrapping sum and kept only GCC's range of the store's address, which
   the layout bound then cut at b's second slot: the store into it was
   lost and the vadd there raced with it (a kernel of ascsync.fuzz,
   reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x0);
  int nt = 2 + (int) (block_idx & 1);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x800);
  vector_dup (b, 0.0, 8, 1, 1, 8, 8);
  vector_dup (c, 0.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < nt; i++)
    {
      vector_dup (b + (i & 1) * 512 + 384, 1.0, 1, 1, 1, 8, 8);
      b[(i % 2) * 512 + 24] = (half) 2.0f;
    }
  vadd (b + 512, c, c, 4, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm (y, b, 0, 1, 64, 0, 0);
}

#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
