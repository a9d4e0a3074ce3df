/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=virtual" } */
/* A loop whose body starts with an indirect call (fenced: it may issue
   pipe work) and whose vmax reads the slot the next iteration's load
   writes.  The pipe_barrier (PIPE_ALL) before the next call orders the
   vmax before that load on every path (the happens-before flow), so the
   structured plan keeps no loop-carried V -> MTE2 flag set across the
   call, and plans the function itself (it used to, and the data-flow
   planner served instead).  */
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

/* { dg-final { scan-ascsync-dump-not "the data-flow planner serves" } } */
/* { dg-final { scan-ascsync-dump "v\[0-9\]+ all ALL->ALL pipe_barrier before op\[0-9\]+ \\(line 30\\)" } } */
/* { dg-final { scan-ascsync-dump-not "V->MTE2 in L" } } */
