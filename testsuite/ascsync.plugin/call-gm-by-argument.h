/* call-gm-by-argument.h -- the kernel of the tests of a summarised
   helper's GM accesses placed by its argument ({dump,run}-call-gm-
   placed-by-argument*.c): the noinline helpers LOAD and STORE move one
   tile between GM and UB through the pointer they are given, which the
   kernel computes as "x + t * STEP" in its tile loop; each call's GM
   bytes are the argument's plus the helper's own from its parameter,
   moving with the loop.  STEP (halves) is the tile's 256 apart, or
   128: tiles overlapping by half, each store writing half of what the
   previous store wrote, which the plugin must then order.
   y[i] = x[i] + 1.  */

#ifndef STEP
#define STEP 256
#endif

__attribute__ ((noinline)) static void
load (__ubuf__ half *dst, __gm__ half *src)
{
  copy_gm_to_ubuf (dst, src, 0, 1, 16, 0, 0);
}

__attribute__ ((noinline)) static void
store (__gm__ half *dst, __ubuf__ half *src)
{
  copy_ubuf_to_gm (dst, src, 0, 1, 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int t = 0; t < 8; t++)
    {
      __ubuf__ half *in = (__ubuf__ half *) get_imm (0x400 + (t & 1) * 0x400);
      __ubuf__ half *out
        = (__ubuf__ half *) get_imm (0x2000 + (t & 1) * 0x400);
      load (in, x + t * STEP);
      vadds (out, in, (half) 1.0f, 2, 1, 1, 8, 8);
      store (y + t * STEP, out);
    }
}
