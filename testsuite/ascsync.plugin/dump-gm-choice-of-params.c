/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A GM pointer chosen at run time between two kernel parameters (the
   carried state at a sequence's start, else the previous row of x) is
   in one of the two objects: its load is an access of arg0 or arg1,
   not of any GM, so the stores to arg2 never meet it and the next
   tile's load needs no wait for them (no MTE3 -> MTE2 pair: the two
   slots' loads and stores are ordered through V).  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *state, __gm__ half *y, int n)
{
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *a = (__ubuf__ half *) get_imm ((t & 1) * 0x1000);
      __ubuf__ half *b = (__ubuf__ half *) get_imm (0x2000 + (t & 1) * 0x1000);
      __gm__ half *src = t % 8 == 0 ? state + t / 8 * 256 : x + t * 256 - 256;
      copy_gm_to_ubuf (a, src, 0, 1, 16, 0, 0);
      vadds (b, a, 1.0, 2, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 256, b, 0, 1, 16, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\|arg1\\\]" } } */
/* { dg-final { scan-ascsync-dump-not "set_flag \\(MTE3, MTE2" } } */
