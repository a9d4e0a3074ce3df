/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A static helper every call of which passes two different GM
   parameters of a kernel takes its own GM pointer parameters as
   distinct objects, as the kernel does: its load of x and store to y
   are accesses of arg0 and arg1, not of any GM.  */
__attribute__ ((noinline)) static void
copy_tile (__gm__ half *src, __gm__ half *dst, int t)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, src + t * 256, 0, 1, 16, 0, 0);
  copy_ubuf_to_gm (dst + t * 256, a, 0, 1, 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int t = 0; t < 4; t++)
    copy_tile (x, y + 1024, t);
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\+" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB\[^ \]* W:GM\\\[arg1\\+" } } */
