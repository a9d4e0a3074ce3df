/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* An edge taken where "it + 1 < n" fails is no edge of the last
   iteration only: the exit test "it + 1 <= n" still holds when it + 1
   is N, so the loop goes round once more after taking it.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  for (int it = 0; it <= n; it++)
    {
      if (it + 1 < n)
        copy_gm_to_ubuf (in + (it & 1) * 2048, x + it * 2048, 0, 1, 128, 0,
                         0);
      pipe_barrier (PIPE_ALL);
      if (it > 0)
        copy_ubuf_to_gm (y + (it - 1) * 2048, in + ((it - 1) & 1) * 2048, 0,
                         1, 128, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump-not "last of" } } */
