/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* A double buffer picked by two slot numbers swapped every tile ("int
   tmp = p; p = q; q = tmp;"), P starting at 0.  As in
   dump-slot-toggle-start-known-on-entry.c, GCC starts P from "d & 15",
   known to be 0 on the edge into the loop after the early return; the
   start is taken from GCC's range of that name on the entry edge, so
   the slots stay apart (distance 2).  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n, int d)
{
  if (d <= 0 || d > 2048 || d % 16 != 0)
    return;
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x1000);
  int p = 0, q = 1;
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *xs = xb + p * 2048;
      copy_gm_to_ubuf (xs, x + t * d, 0, 1, (uint16_t) (d / 16), 0, 0);
      vadds (xs, xs, (half) 1.0f, 16, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * d, xs, 0, 1, (uint16_t) (d / 16), 0, 0);
      int tmp = p;
      p = q;
      q = tmp;
    }
}
/* { dg-final { scan-ascsync-dump "W:UB\\\[\\+0x1000\\.\\.0x3000\\)~?\\{L0 0:0x1000\\.\\.0x2000 1:0x2000\\.\\.0x3000\\}" } } */
/* { dg-final { scan-ascsync-dump "\\(line 20, V\\) -> op\[0-9\]+ \\(line 19, MTE2\\) WAR\\+WAW carried by L0, distance 2" } } */
