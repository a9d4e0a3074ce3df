/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=alloc,plan -fplugin-arg-ascsync-warn=no-fallback" } */
/* A helper given its slot as 1 or 2 (the range GCC propagates to the
   parameter from its one call, "1 + (t & 1)"): the pair ordering its
   store before its vector op takes one id per value, the first for
   1 (EVENT + s - 1), and the run has no flag error and the right y.  */
#include <ascsim.h>

__attribute__ ((noinline)) static void
h (__gm__ half *y, int s)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000 + (s - 1) * 0x200);
  copy_ubuf_to_gm (y + (s - 1) * 256, b, 0, 1, 16, 0, 0);
  vmuls (b, b, 2.0, 2, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *big = (__ubuf__ half *) get_imm (0x8000);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (b, x, 0, 1, 32, 0, 0);
  vector_dup (big, 1.0, 255, 1, 1, 8, 8);
  for (int t = 0; t < 4; t++)
    h (y, 1 + (t & 1));
}

#define CALL_N 512
#define CALL_EXPECT(i) (2 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "pair0 intra MTE3->V id=0..1, one per value of .arg1 - 1." } } */
/* { dg-final { scan-ascsync-dump "set_flag .MTE3, V, 0 \\+ .arg1 - 1.." } } */
