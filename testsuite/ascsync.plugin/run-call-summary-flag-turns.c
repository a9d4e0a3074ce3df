/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=alloc" } */
/* A summarised helper whose own sync sets and waits a flag (MTE3 -> V:
   the vmuls overwrites what the store reads), called in a loop on
   alternate slots while the vector pipe lags (a long vector_dup before
   the loop): the store of the next call would set the flag again
   before the vector pipe's wait of the previous call took it
   (flag-already-set), unless the caller orders the callee's wait of
   one call before its set of the next.  The slots of successive calls
   are apart, so no data dependence orders them.  The helper takes its
   slot as "s & 7" (an external function: any s), eight values, more
   than the ids of a pipe pair: its flag is one id, not one per slot
   (see run-call-summary-keyed-ids.c).  */
#include <ascsim.h>

__attribute__ ((noinline)) void
h (__gm__ half *y, int s)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000 + (s & 7) * 0x200);
  copy_ubuf_to_gm (y + (s & 7) * 256, b, 0, 1, 16, 0, 0);
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
    h (y, t & 1);
}

#define CALL_N 512
#define CALL_EXPECT(i) (2 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "pair0 intra MTE3->V id=0 deps" } } */
