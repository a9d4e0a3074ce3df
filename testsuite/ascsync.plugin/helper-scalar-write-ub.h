/* helper-scalar-write-ub.h -- the kernel of the tests of a helper that
   writes a UB buffer with the scalar unit through a pointer parameter
   and then reads it with the vector unit (run-*-scalar-write-ub*.c):
   HELPER (a noinline function the test declares: public, static or a
   template instance) stores 7 into element I of P and adds 1 to P's
   first 256 halves into O.  The vector add must wait for the scalar
   store (S -> V): a helper's pointer parameter may be given UB unless
   the helper is a kernel, so the store is a UB write.  y[i] = x[i] + 1,
   but 8 at i = 5.  */

HELPER
{
  p[i] = (half) 7.0f;
  vadds (o, p, (half) 1.0f, 2, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *o = (__ubuf__ half *) get_imm (0x800);
  copy_gm_to_ubuf (b, x, 0, 1, 16, 0, 0);
  poke_add (b, o, 5);
  copy_ubuf_to_gm (y, o, 0, 1, 16, 0, 0);
}

#define CALL_N 256
#define CALL_EXPECT(i) ((i) == 5 ? 8 : (i) % 8 + 1)
#include "call-main.h"
