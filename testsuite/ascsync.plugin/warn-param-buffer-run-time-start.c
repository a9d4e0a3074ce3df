/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A helper's pointer parameter given buffers whose start is a multiple
   of the caller's run-time tile length lies in them by the layout
   assumption: the plugin says so where it assumes it (class
   provenance, once per call), with the multiples of the tile length
   in bytes the buffer runs from and to (from 0 to 4: ib[0] and ib[1],
   up to ob[0]), no end for a buffer no declared start ends.  */
static __attribute__ ((noinline)) void
scale (__ubuf__ half *o, __ubuf__ half *i)
{
  vadds (o, i, (half) 2.0f, 1, 1, 1, 8, 8); /* { dg-warning "read any byte of the UB buffer its calls pass, from 0 to 4 times a value known only at run time in the caller" } */
  vmuls (o, o, (half) 3.0f, 1, 1, 1, 8, 8); /* { dg-warning "any byte of the UB buffer its calls pass, from 4 times a value known only at run time in the caller \\(the layout" } */
}

__global__ __aicore__ void
k (__gm__ half *x, int64_t tile, int n)
{
  if (tile <= 0 || tile > 4096 || tile % 128 != 0)
    return;
  uint64_t tb = (uint64_t) tile * sizeof (half);
  __ubuf__ half *ib[2], *ob[2];
  for (int s = 0; s < 2; s++)
    {
      ib[s] = (__ubuf__ half *) get_imm (s * tb);
      ob[s] = (__ubuf__ half *) get_imm ((2 + s) * tb);
    }
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (ib[t & 1], x + t * 128, 0, 1, 8, 0, 0);
      scale (ob[t & 1], ib[t & 1]);
    }
}
