/* { dg-do run } */
/* { dg-options "-O2" } */
/* A call issuing pipe work at the start of a loop body whose pipe work
   needs a loop-carried pair: the vmax of one iteration reads the slot
   the next iteration's load writes (V -> MTE2, set late in one
   iteration, waited for in the next).  The fence around the call
   orders the pipes, not the flags: the pair's flag was still set when
   the call ran, and the helper's own V -> MTE2 pair set it again
   (flag-already-set) and took it for its own.  No flag of the caller
   may be pending at such a call: when the structured plan leaves one,
   the data-flow planner, which waits for its flags before a call,
   plans the function.  (Found by the random kernels of fuzz-gen's
   calls.)  */
#include <ascsim.h>

static void
fill (__gm__ half *x, int s)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0x2000);
  vector_dup (ub + (s & 1) * 512, -1.0, 2, 1, 1, 8, 8);
  copy_gm_to_ubuf (ub + (s & 1) * 512, x, 0, 1, 8, 0, 0);
}

void (*volatile fp) (__gm__ half *, int) = fill;

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b3 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x3000);
  vector_dup (b5, 0.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < 3; i++)
    {
      fp (x, i & 1); /* { dg-warning "an indirect call may issue pipe work" } */
      copy_gm_to_ubuf (b5 + (i % 2) * 512, x + i * 256, 0, 1, 16, 0, 0);
      vmax (b3, b5 + 512, b5 + ((i + 1) % 2) * 512, 4, 1, 1, 1, 8, 8, 8);
    }
  copy_ubuf_to_gm (y, b3, 0, 1, 32, 0, 0);
}

#define CALL_N 256
#define CALL_EXPECT(i) ((i) % 8)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
