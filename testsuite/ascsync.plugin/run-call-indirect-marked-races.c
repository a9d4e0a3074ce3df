/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-ascsync-expect-exit 1 } */
/* Negative control of run-call-indirect.c: the same kernel with the
   pointer's function type declared ASCSYNC_PIPE_FREE -- wrongly, its
   helper issues a vmuls.  The plugin trusts the mark (no fence, no
   warning), and the checker finds the race the fence orders: the
   helper's vmuls and the store of its result.  */
#include <ascsim.h>

static void
scale (int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  vmuls (b, a, 3.0, n, 1, 1, 8, 8);
}

typedef void scale_fn (int) ASCSYNC_PIPE_FREE;
scale_fn *volatile fp = scale;

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  fp (1);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}

#define CALL_N 128
#define CALL_EXPECT(i) (3 * ((i) % 8))
#include "call-main.h"
/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains "error: race-inter-pipe: PIPE_V writes UB bytes \\\[0x1000, 0x1100\\) and the later copy_ubuf_to_gm \\(MTE3\\)" } } */
