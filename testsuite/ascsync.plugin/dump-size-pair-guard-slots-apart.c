/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* A double-buffered tile of ROWS rows of D halves, both known only at
   run time: the kernel checks each ("rows <= 32", "d <= 1024") and
   their product ("rows * d <= 8192", the slot's size).  Taken alone,
   the load's count "rows * (d / 16)" and the vadds' repeats over
   "rows" rows of stride "d / 16" blocks reach 32 * 1024 halves, four
   slots; over the pairs of values the check allows they stay in their
   slot, so the load of tile T + 1 does not wait for the vadds of tile
   T, only for the one two tiles back (distance 2).  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows, int d, int n)
{
  if (rows < 1 || rows > 32 || d < 128 || d > 1024 || d % 128 != 0
      || rows * d > 8192)
    return;
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x1000);
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *xs = xb + (t & 1) * 8192;
      copy_gm_to_ubuf (xs, x + t * rows * d, 0, 1,
                       (uint16_t) (rows * (d / 16)), 0, 0);
      vadds (xs, xs, (half) 1.0f, (uint8_t) rows, 1, 1, (uint8_t) (d / 16),
             (uint8_t) (d / 16));
      copy_ubuf_to_gm (y + t * rows * d, xs, 0, 1,
                       (uint16_t) (rows * (d / 16)), 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "line 21 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^\\n\]* W:UB\\\[\\+0x1000\\.\\.0x9000\\)~?\\{L0 0:0x1000\\.\\.0x5000 1:0x5000\\.\\.0x9000\\}" } } */
/* { dg-final { scan-ascsync-dump "\\(line 23, V\\) -> op\[0-9\]+ \\(line 21, MTE2\\) WAR\\+WAW carried by L0, distance 2" } } */
