/* { dg-do run } */
/* { dg-options "-O2" } */
/* A helper issuing a whole load, compute and store, called three times
   in a loop through a function pointer.  Nothing ordered one call's
   work before the next call's (races on both slots), and the helper's
   own pairs were set again before their waits (flag-already-set).  The
   indirect call is fenced: pipe_barrier (PIPE_ALL) before and after
   each call.  */
#include <ascsim.h>

static void
step (__gm__ half *x, __gm__ half *y, int t)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x + t * 128, 0, 1, 8, 0, 0);
  vadds (b, a, 1.0, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + t * 128, b, 0, 1, 8, 0, 0);
}

void (*volatile fp) (__gm__ half *, __gm__ half *, int) = step;

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int t = 0; t < 3; t++)
    fp (x, y, t); /* { dg-warning "an indirect call may issue pipe work" } */
}

#define CALL_N 384
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
