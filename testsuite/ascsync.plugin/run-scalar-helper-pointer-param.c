/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* A scalar store through a helper's pointer parameter given a UB
   address is an access of UB (it may point into local memory, since a
   call passes it one), not of GM: the vector_dup before the call
   writes the same bytes (V -> S), and the helper's DMA into the slot
   overwrites them (S -> MTE2).  Taken as GM, both went unordered and
   the checker found the races.  */
#include <ascsim.h>

__attribute__ ((noinline)) static void
patch (__ubuf__ half *p, __gm__ half *x)
{
  p[5] = (half) 3.0f;
  copy_gm_to_ubuf (p + 128, x, 0, 1, 8, 0, 0);
  p[130] = (half) ((float) p[5] + 4.0f);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0x400);
  vector_dup (a, 1.0, 2, 1, 1, 8, 8);
  patch (a, x);
  copy_ubuf_to_gm (y, a, 0, 1, 16, 0, 0);
}

#define CALL_N 256
#define CALL_EXPECT(i) ((i) == 5 ? 3 : (i) == 130 ? 7 \
                        : (i) >= 128 ? (i - 128) % 8 : 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
