/* { dg-do run } */
/* { dg-options "-O2" } */
/* Mode keep: a helper, not a kernel's entry, starts with a wait its
   caller primed (V -> MTE2) and has no set of that flag before a
   vector read of what its first vector op wrote.  A flag may be
   pending where a helper starts, so the wait is no proof that the
   helper's later set was taken: the two vector ops need a
   pipe_barrier (PIPE_V), which the hand-written sync lacks and the
   plugin adds (it took the dependence for ordered by hand-written
   sync, a race).  The checker judges.  */
#include <ascsim.h>

__attribute__ ((noinline)) void
tile (__gm__ half *x, __gm__ half *y, int t)
{
  __ubuf__ half *xs = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *ys = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *zs = (__ubuf__ half *) get_imm (0x3000);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  copy_gm_to_ubuf (xs, x + t * 256, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vmuls (ys, xs, 2.0, 2, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  vmuls (zs, ys, 1.0, 2, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y + t * 256, zs, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  for (int t = 0; t < 4; t++)
    tile (x, y, t);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
}

#define CALL_N 1024
#define CALL_EXPECT(i) (2 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
