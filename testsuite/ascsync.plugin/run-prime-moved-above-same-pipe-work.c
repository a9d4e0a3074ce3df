/* { dg-do run } */
/* { dg-options "-O2" } */
/* Before a double-buffered tile loop, vector work fills both input
   slots (which the loop's loads overwrite) and then W (which the loop's
   vadd reads).  The primes of the pair handing the slots back to MTE2
   may go after the slots' fills, but not above W's fill: with them on
   the loop's entry edge, the chain "prime set -> the load's wait -> the
   load's set -> the vadd's wait" is what orders W's fill before the
   vadd, and no pipe_barrier (V) was placed for it.  The primes were
   moved there, and the checker reported the race; the flow that
   checks a move now asks about the work of the primes' own pipe
   too.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, long n)
{
  if (n < 1)
    return;
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *w = (__ubuf__ half *) get_imm (0x5000);
  vector_dup (in, (half) 0.0f, 16, 1, 1, 8, 8);
  vector_dup (in + 2048, (half) 0.0f, 16, 1, 1, 8, 8);
  vector_dup (w, (half) 2.0f, 16, 1, 1, 8, 8);
  for (long t = 0; t < n; t++)
    {
      long s = t & 1;
      copy_gm_to_ubuf (in + s * 2048, x + t * 2048, 0, 1, 128, 0, 0);
      vadd (out + s * 2048, in + s * 2048, w, 16, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (y + t * 2048, out + s * 2048, 0, 1, 128, 0, 0);
    }
}

#define CALL_ARGS x, y, 2
#define CALL_N 4096
#define CALL_EXPECT(i) ((i) % 8 + 2)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
