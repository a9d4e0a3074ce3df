/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=virtual" } */
/* The kernel of run-call-flag-pending-in-loop.c: the structured plan
   leaves its loop-carried V -> MTE2 flag set when the call at the start
   of the body runs, so the data-flow planner plans the function, and
   the dump says why.  */
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

/* { dg-final { scan-ascsync-dump "the data-flow planner serves: a flag of the structured plan may be pending at the call op\[0-9\]+ \\(line 27\\), whose callee may use it" } } */
