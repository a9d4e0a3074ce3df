/* { dg-do run } */
/* { dg-options "-x c++ -O2 -fno-rtti" } */
/* C++: a virtual method issuing pipe work, called through a pointer to
   the base class that GCC cannot devirtualize (a volatile pointer to
   the object) -- an indirect call, fenced with a warning.  (-fno-rtti:
   the driver links no libstdc++ for the type information.)  */
#include <ascsim.h>

struct op
{
  virtual void run (int n) { (void) n; }
};

struct scale : op
{
  void run (int n) override
  {
    __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
    __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
    vmuls (b, a, 3.0, n, 1, 1, 8, 8);
  }
};

static scale the_scale;
op *volatile the_op = &the_scale;

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  the_op->run (1); /* { dg-warning "an indirect call may issue pipe work" } */
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}

#define CALL_N 128
#define CALL_EXPECT(i) (3 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
