/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* dump-gm-distinct-helper.c with a call passing one GM parameter of the
   kernel for both of the helper's: the helper's accesses may meet, and
   are accesses of any GM.  */
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
  copy_tile (x, x + 2048, 0);
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[\\?\\\]" } } */
