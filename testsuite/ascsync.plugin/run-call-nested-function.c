/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-additional-options "-Wl,-z,execstack" } */
/* A GCC nested function issuing a load, compute and store, passed as a
   pointer to a helper that calls it three times.  The helper issues no
   pipe work of its own and was left alone: nothing ordered one call's
   work before the next call's.  The helper is device code (the kernel
   calls it), its indirect call is fenced, and the kernel's call of the
   helper too, which now issues pipe work.  (-z execstack: the
   trampoline is on the stack, which ld warns about.)  */
#include <ascsim.h>

static void
apply (void (*f) (int), int n)
{
  for (int i = 0; i < n; i++)
    f (i); /* { dg-warning "an indirect call may issue pipe work" } */
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  int64_t off = 0;
  void step (int t)
  {
    __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
    __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
    copy_gm_to_ubuf (a, x + off + t * 128, 0, 1, 8, 0, 0);
    vadds (b, a, 1.0, 1, 1, 1, 8, 8);
    copy_ubuf_to_gm (y + off + t * 128, b, 0, 1, 8, 0, 0);
  }
  apply (step, 3);
}

#define CALL_N 384
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
