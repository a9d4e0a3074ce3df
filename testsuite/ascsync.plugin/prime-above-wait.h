/* prime-above-wait.h -- the kernel of the tests of primes moved above
   a wait before their loop ({dump,run}-prime-above-wait-before-loop.c):
   a row of 2048 halves of B loaded and doubled once into W (the
   doubling waits for the load), then N tiles of 2048 halves of X, tile
   T loaded into slot T & 1 of IN, plus 1 into slot T & 1 of OUT, W
   added there (the barrier between those two also orders the doubling
   before the second), and stored.  The loads of the tiles write
   nothing the doubling reads or writes, so the primes of the pair that
   hands a slot back to MTE2 may be issued before the doubling, not
   after it.  NSLOT (2 unless the test defines it): the slots of IN and
   OUT, tile T in slot T % NSLOT.
   y[i] = x[i] + 1 + 2 * x[i % 2048] = 3 * (i % 8) + 1.  */
#include <ascsim.h>

#ifndef NSLOT
#define NSLOT 2
#endif

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, long n)
{
  if (n < 1)
    return;
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (NSLOT * 0x1000);
  __ubuf__ half *b16 = (__ubuf__ half *) get_imm (2 * NSLOT * 0x1000);
  __ubuf__ half *w = (__ubuf__ half *) get_imm (2 * NSLOT * 0x1000
                                                + 0x1000);
  copy_gm_to_ubuf (b16, x, 0, 1, 128, 0, 0);
  vmuls (w, b16, 2.0, 16, 1, 1, 8, 8);
  for (long t = 0; t < n; t++)
    {
      long s = t % NSLOT;
      copy_gm_to_ubuf (in + s * 2048, x + t * 2048, 0, 1, 128, 0, 0);
      vadds (out + s * 2048, in + s * 2048, 1.0, 16, 1, 1, 8, 8);
      vadd (out + s * 2048, out + s * 2048, w, 16, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (y + t * 2048, out + s * 2048, 0, 1, 128, 0, 0);
    }
}

#define CALL_ARGS x, y, 2
#define CALL_N 4096
#define CALL_EXPECT(i) (3 * ((i) % 8) + 1)
