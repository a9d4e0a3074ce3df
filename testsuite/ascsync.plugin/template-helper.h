/* template-helper.h -- the kernel of the tests of C++ template helpers
   ({dump,run}-template-helper*.c): the stages of a double-buffered add
   as function templates, which the front end instantiates at the end
   of the unit, after the kernel.  At -O0 they stay out of line and are
   compiled before the kernel (gimple_callee_first.cc): their calls are
   summarised and each placed from the slot's buffers it is given.
   y[i] = x[i] + x[i] = 2 (i % 8).  */

template <typename T>
__aicore__ void
copy_in (__ubuf__ T *dst, __gm__ T *src)
{
  copy_gm_to_ubuf (dst, src, 0, 1, 16, 0, 0);
}

template <typename T>
__aicore__ void
add (__ubuf__ T *z, __ubuf__ T *x)
{
  vadd (z, x, x, 2, 1, 1, 1, 8, 8, 8);
}

template <typename T>
__aicore__ void
copy_out (__gm__ T *dst, __ubuf__ T *src)
{
  copy_ubuf_to_gm (dst, src, 0, 1, 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int t = 0; t < 8; t++)
    {
      __ubuf__ half *in = (__ubuf__ half *) get_imm (0x0 + (t & 1) * 0x400);
      __ubuf__ half *out
        = (__ubuf__ half *) get_imm (0x800 + (t & 1) * 0x400);
      copy_in (in, x + t * 256);
      add (out, in);
      copy_out (y + t * 256, out);
    }
}

#define CALL_N 2048
#define CALL_EXPECT(i) (2 * ((i) % 8))
#include "call-main.h"
