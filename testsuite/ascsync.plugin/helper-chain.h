/* helper-chain.h -- the kernel of the tests of a helper's work ordered
   through the helper's own sync ({dump,run}-helper-chain-via-callee-
   sync.c): a k-step in a helper left out of line loads a tile of X
   into slot P of L1 (MTE2) and moves it into slot P of L0A (MTE1); the
   kernel runs the k-steps of two passes with one step counter, slot
   and P = step & 1.  The load of step S + 2 rewrites the L1 slot step
   S loaded, its move the L0A slot step S moved into: the pair that
   hands the L1 slot back to MTE2 after step S's move orders both,
   through the helper's own pair from its load to its move (step S's
   load before its move; step S + 2's load before its move).  */
#include <ascsim.h>

static __aicore__ __attribute__ ((noinline)) void
step (__gm__ half *src, __cbuf__ half *l1, __ca__ half *l0a)
{
  copy_gm_to_cbuf (l1, src, 0, 1, 16, 0, 0, PAD_NONE);
  load_cbuf_to_ca (l0a, l1, 0, 1, 1, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, int n)
{
  int st = 0;
  for (int r = 0; r < 2; r++)
    for (int t = 0; t < n; t++, st++)
      {
        int p = st & 1;
        step (x + t * 256, (__cbuf__ half *) get_imm (p * 0x8000),
              (__ca__ half *) get_imm (p * 0x8000));
      }
}
