/* { dg-do run } */
/* { dg-options "-O2" } */
/* The primes of the pair that hands IN's four slots back to MTE2 may
   not go above the doubling's wait for the load of B: the flag that
   wait takes (MTE2 -> V) is set again, with the same id, by the load
   of the loop's first tile, which follows that wait only through
   those primes.  Moved above it, MTE2 could set the flag a second
   time before V took the first set (the checker's flag-already-set).
   A row of 512 halves of B loaded and doubled into W, then N tiles
   of 512 halves of X through slot T % 4 of IN and OUT, each plus 1
   plus W.  y[i] = x[i] + 1 + 2 * x[i % 512] = 3 * (i % 8) + 1.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, long n)
{
  if (n < 1)
    return;
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *b16 = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *w = (__ubuf__ half *) get_imm (0x2400);
  copy_gm_to_ubuf (b16, x, 0, 1, 32, 0, 0);
  vmuls (w, b16, 2.0, 4, 1, 1, 8, 8);
  for (long t = 0; t < n; t++)
    {
      long s = t & 3;
      copy_gm_to_ubuf (in + s * 512, x + t * 512, 0, 1, 32, 0, 0);
      vadds (out + s * 512, in + s * 512, 1.0, 4, 1, 1, 8, 8);
      vadd (out + s * 512, out + s * 512, w, 4, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (y + t * 512, out + s * 512, 0, 1, 32, 0, 0);
    }
}

#define CALL_ARGS x, y, 8
#define CALL_N 4096
#define CALL_EXPECT(i) (3 * ((i) % 8) + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
