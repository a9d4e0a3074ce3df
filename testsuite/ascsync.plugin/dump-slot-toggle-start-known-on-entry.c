/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* A double buffer picked by a toggle "s = 1 - s" that starts at 0.  The
   kernel first returns unless D is a multiple of 16, and GCC's
   un-propagation of constants (uncprop) then starts the toggle from
   "d & 15", a name known to be 0 on the edge into the loop, instead of
   the literal 0.  The start is taken from GCC's range of that name on
   the entry edge, so the slots stay apart: the load of tile T waits for
   the vector op two tiles back (distance 2), not for the one of tile
   T - 1.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n, int d)
{
  if (d <= 0 || d > 2048 || d % 16 != 0)
    return;
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x1000);
  int s = 0;
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *xs = xb + s * 2048;
      copy_gm_to_ubuf (xs, x + t * d, 0, 1, (uint16_t) (d / 16), 0, 0);
      vadds (xs, xs, (half) 1.0f, 16, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * d, xs, 0, 1, (uint16_t) (d / 16), 0, 0);
      s = 1 - s;
    }
}
/* { dg-final { scan-ascsync-dump "W:UB\\\[\\+0x1000\\.\\.0x3000\\)~?\\{L0 0:0x1000\\.\\.0x2000 1:0x2000\\.\\.0x3000\\}" } } */
/* { dg-final { scan-ascsync-dump "\\(line 22, V\\) -> op\[0-9\]+ \\(line 21, MTE2\\) WAR\\+WAW carried by L0, distance 2" } } */
