/* loadval-ctor-this.h -- the kernel of the tests of an index read back
   from a (value, index) reduction in C++ at -O0
   ({dump,run}-loadval-ctor-this-O0.c): vcmax writes the maximum of 128
   halves and its lane; the scalar unit reads the lane, and the block of
   16 halves holding the maximum is stored.  The lane is below 128, so
   the block K is at most 7 and the store reads the first 256 bytes of
   the input buffer only (gimple_loadval.cc).  C++ constructs the
   half-precision scalar of vadds by a call given the address of a
   variable ("this"), which writes no local memory.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *pr = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (in, x, 0, 1, 8, 0, 0);
  half one = (half) 1.0f;
  vadds (in, in, one, 1, 1, 1, 8, 8);
  vcmax (pr, in, 1, 1, 1, 8);
  int k = ((__ubuf__ uint16_t *) pr)[1] / 16;
  copy_ubuf_to_gm (y, in + k * 16, 0, 1, 1, 0, 0);
}

#define CALL_N 0
#define CALL_EXPECT(i) 0
