/* { dg-do run } */
/* { dg-options "-O0" } */
/* At -O0 a helper left out of line writes UB through a global pointer
   the kernel set: it reaches memory by itself, so its call is a scalar
   access of all of UB, ordered after the load and before the store
   (taken for a helper touching only its own frame, it would race with
   both, and the checker would say so).  Twin of the confined case:
   dump-call-confined-helper-O0.c.  */
#include <ascsim.h>

static __ubuf__ half *gub;

static void
poke (int i)
{
  gub[i] = (half) ((float) gub[i] * 3.0f);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  gub = a;
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  for (int i = 0; i < 128; i++)
    poke (i);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}

#define CALL_N 128
#define CALL_EXPECT(i) (3 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
