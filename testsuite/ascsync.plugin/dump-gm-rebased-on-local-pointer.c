/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-ascsync-dump=ops" } */
/* IVOPTs rebases the GM source of a prologue's loads on the local
   pointer moving with them, "(x - get_imm (0)) + P": the load is still
   an access of x and of y (arg0, arg1), not of any GM.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ half *z, long start, long ntiles)
{
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0xc000);
  for (long p = 0; p < 2 && p < ntiles; p++)
    {
      copy_gm_to_ubuf (xb + p * 8192, x + start + p * 8192, 0, 1, 16, 0, 0);
      copy_gm_to_ubuf (yb + p * 8192, y + start + p * 8192, 0, 1, 16, 0, 0);
    }
  vadd (xb, xb, yb, 1, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm (z + start, xb, 0, 1, 16, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\+" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg1\\+" } } */
/* { dg-final { scan-ascsync-dump-not "GM\\\[\\?\\\]" } } */
