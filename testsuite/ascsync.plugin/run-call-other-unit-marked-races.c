/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-additional-sources "extra/call-scale-other-unit.c" } */
/* { dg-ascsync-expect-exit 1 } */
/* Negative control of run-call-other-unit.c: the helper of the other
   unit declared ASCSYNC_PIPE_FREE -- wrongly, it issues a vmuls.  The
   plugin trusts the mark (no fence, no warning), and the checker finds
   the race the fence orders: the helper's vmuls and the store of its
   result.  */
#include <ascsim.h>

void ext_scale (int n) ASCSYNC_PIPE_FREE;

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  ext_scale (1);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}

#define CALL_N 128
#define CALL_EXPECT(i) (3 * ((i) % 8))
#include "call-main.h"
/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains "error: race-inter-pipe: PIPE_V writes UB bytes \\\[0x1000, 0x1100\\) and the later copy_ubuf_to_gm \\(MTE3\\)" } } */
