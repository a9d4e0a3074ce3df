/* { dg-do run } */
/* { dg-options "-O2" } */
/* A scalar store through a pointer moving with the loop's counter, b[i
   * 512 + 10], beside a rotation over b's slots: its span crosses the
   slot addresses and must not be cut at them (as for the operands of
   intrinsics, run-layout-counter-crosses-slot.c); the vadd on the third
   slot raced with the store of the third iteration.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x1000);
  int nt = 2 + (int) (block_idx & 1);
  vector_dup (b, 0.0, 16, 1, 1, 8, 8);
  vector_dup (c, 0.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < nt; i++)
    {
      vector_dup (b + (i & 1) * 512 + 384, 1.0, 1, 1, 1, 8, 8);
      b[i * 512 + 10] = (half) 2.0f;
    }
  vadd (b + 1024, c, c, 4, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm (y, b, 0, 1, 128, 0, 0);
}

#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
