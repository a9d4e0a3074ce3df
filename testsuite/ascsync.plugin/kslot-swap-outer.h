/* kslot-swap-outer.h -- the kernel of the tests of a pointer swap that
   goes on from one run of an inner loop to the next
   (dump-kslot-swap-across-runs.c, run-kslot-swap-across-runs*.c): per
   tile N (of NT) the inner loop loads KS chunks of x, each into the
   buffer CUR while the vector pipe adds the one before into ACC, and
   swaps CUR and NXT after each chunk; the outer loop takes the pair as
   the inner one left it.  With KS odd the buffer a tile starts with alternates from
   tile to tile.  y[n * 256 + i] = KS * x (x[i] = i % 8).  */
#include <ascsim.h>

#ifndef KS
#define KS 3
#endif
#ifndef NT
#define NT 4
#endif

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *cur = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *nxt = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x4000);
  for (int n = 0; n < NT; n++)
    {
      vector_dup (acc, (half) 0.0f, 2, 1, 1, 8, 8);
      for (int ks = 0; ks < KS; ks++)
        {
          copy_gm_to_ubuf (cur, x + (n * KS + ks) * 256, 0, 1, 16, 0, 0);
          vadd (acc, acc, cur, 2, 1, 1, 1, 8, 8, 8);
          __ubuf__ half *t = cur;
          cur = nxt;
          nxt = t;
        }
      copy_ubuf_to_gm (y + n * 256, acc, 0, 1, 16, 0, 0);
    }
}

#define CALL_N (NT * 256)
#define CALL_EXPECT(i) (KS * ((i) % 8))
