/* { dg-do run } */
/* { dg-options "-O0" } */
/* The load into L0B at the end of the body of the i1 loop feeds the
   mads of the inner i2 loop in the next iteration, round the i1 loop's
   back edge.  At -O0 the i2 loop's latch (holding the mads) comes after
   the load's block in reverse post order, so the order test took the
   dependence for a forward one and let the loop-carried MTE1 -> M pair
   of the enclosing i0 loop (set after the i1 loop, waited before it)
   order it: no sync stood between the load and the mads of the next
   i1 iteration (a kernel of ascsync.fuzz, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __cbuf__ half *l1 = (__cbuf__ half *) get_imm (0);
  __ca__ half *ca = (__ca__ half *) get_imm (0);
  __cb__ half *cb = (__cb__ half *) get_imm (0);
  __cc__ float *cc = (__cc__ float *) get_imm (0);
  (void) y;
  copy_gm_to_cbuf (l1, x, 0, 1, 64, 0, 0, PAD_NONE);
  load_cbuf_to_ca (ca, l1, 0, 1, 1, 0, 0);
  load_cbuf_to_cb (cb, l1, 0, 2, 1, 0, 0);
  for (int i0 = 0; i0 < 2; i0++)
    {
      if (block_idx > 5)
        continue;
      mad (cc, ca, cb, 16, 16, 16, 1);
      for (int i1 = 0; i1 < 3; i1++)
        {
          for (int i2 = 0; i2 < 2; i2++)
            mad (cc, ca, cb + i2 * 256, 16, 16, 16, 1);
          load_cbuf_to_cb (cb + ((i1 + 1) & 1) * 256, l1, 0, 1, 1, 0, 0);
        }
    }
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
