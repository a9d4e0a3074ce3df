/* { dg-do run } */
/* { dg-options "-O2" } */
/* A helper given four GM pointers and then a UB pointer: the four GM
   accesses filled the operation's accesses, and the UB read was
   dropped.  A call is now at most an access of its method object (or
   its result's place) or of all of UB, and of all of GM.  (Found by a
   second reader.)  */
#include <ascsim.h>

__attribute__ ((noinline, noipa)) static float
rd (__gm__ half *a, __gm__ half *b, __gm__ half *c, __gm__ half *d,
    __ubuf__ half *u)
{
  (void) a; (void) b; (void) c; (void) d;
  return (float) u[5];
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x1000);
  int64_t blk = block_idx * 16384;
  vector_dup (b0, 2.0, 1, 1, 1, 8, 8);
  float acc = rd (x, y, x + 8, y + 8, b0);
  vadds (b0, b0, 1.0, 1, 1, 1, 8, 8);
  vector_dup (b1, acc, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + blk, b1, 0, 1, 8, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
