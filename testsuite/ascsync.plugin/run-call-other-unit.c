/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-additional-sources "extra/call-scale-other-unit.c" } */
/* A helper issuing pipe work defined in another translation unit.  Its
   call was taken for a scalar access issuing no pipe work, and nothing
   ordered its vmuls before the store of its result (race-inter-pipe,
   no warning).  A call of a function without a body here, made by
   device code, is fenced, pipe_barrier (PIPE_ALL) before and after,
   with a warning naming it.  Twin:
   run-call-other-unit-marked-races.c.  */
#include <ascsim.h>

void ext_scale (int n);

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  ext_scale (1); /* { dg-warning ".ext_scale. may issue pipe work" } */
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}

#define CALL_N 128
#define CALL_EXPECT(i) (3 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
