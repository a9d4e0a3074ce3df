/* call-keyed-ids.h -- the kernel of dump-call-summary-keyed-ids.c and
   run-call-summary-keyed-ids.c: a helper given its slot ("s & 1")
   stores the slot and then doubles it in place (MTE3 -> V), called in
   a loop on alternate slots while the vector pipe lags (a long
   vector_dup before the loop).  */
#include <ascsim.h>

__attribute__ ((noinline)) static void
h (__gm__ half *y, int s)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000 + (s & 1) * 0x200);
  copy_ubuf_to_gm (y + (s & 1) * 256, b, 0, 1, 16, 0, 0);
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
    h (y, t);
}
