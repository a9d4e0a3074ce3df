/* { dg-do compile } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* A template instance left out of line is planned with what the unit's
   calls give it (comdat-calls=yes, the default), and the plugin says so
   once, at the function, with the class comdat-calls.  A kernel is not
   planned so, nor warned about.  */
template <typename T>
__attribute__ ((noinline)) void
scale (__ubuf__ T *p, int n) /* { dg-warning ".void scale\\(T\\*, int\\) \\\[with T = half\\\]. is an inline function or template instance, which other units may define too: what its parameters are given is taken from the calls of this unit, assuming the copy the linker keeps is called likewise \\\[-fplugin-arg-ascsync-warn=comdat-calls\\\]" } */
{
  for (int i = 0; i < n; i++)
    p[i * 128] = (T) 1.0f;
  vmuls (p, p, (T) 2.0f, 1, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x400);
  copy_gm_to_ubuf (b, x, 0, 1, 8, 0, 0);
  scale (b, 1);
  scale (b, 2);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}
