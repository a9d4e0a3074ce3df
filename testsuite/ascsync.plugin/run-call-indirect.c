/* { dg-do run } */
/* { dg-options "-O2" } */
/* A helper issuing pipe work reached through a function pointer (a
   volatile one: GCC cannot resolve it).  The call was taken for a
   scalar access issuing no pipe work, and nothing ordered the helper's
   vmuls before the store of its result (race-inter-pipe, no warning).
   An indirect call made by device code is fenced, pipe_barrier
   (PIPE_ALL) before and after, with a warning.  Twin:
   run-call-indirect-marked-races.c.  */
#include <ascsim.h>

static void
scale (int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  vmuls (b, a, 3.0, n, 1, 1, 8, 8);
}

void (*volatile fp) (int) = scale;

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  fp (1); /* { dg-warning "an indirect call may issue pipe work" } */
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}

#define CALL_N 128
#define CALL_EXPECT(i) (3 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
