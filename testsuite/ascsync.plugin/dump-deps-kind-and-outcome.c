/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps" } */
/* The deps section gives every dependence with its source lines and
   pipes, its kinds, the loop carrying it with its distance, and what
   orders it: a new pair, a same-pipe barrier, or the pairs already
   placed (the load before the store: MTE2 -> V -> MTE3).  */
void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0);
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (b, x + t * 4096, 0, 1, 256, 0, 0);
      vadds (b, b, 1.0, 32, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 4096, b, 0, 1, 256, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op2 \\(line 15, MTE3\\) -> op0 \\(line 13, MTE2\\) WAR carried by L0, distance 1: new pair v0" } } */
/* { dg-final { scan-ascsync-dump "op0 \\(line 13, MTE2\\) -> op0 \\(line 13, MTE2\\) WAW carried by L0, distance 1: same pipe" } } */
/* { dg-final { scan-ascsync-dump "op0 \\(line 13, MTE2\\) -> op1 \\(line 14, V\\) RAW\\+WAW: new pair v2" } } */
/* { dg-final { scan-ascsync-dump "op0 \\(line 13, MTE2\\) -> op2 \\(line 15, MTE3\\) RAW: ordered by the pairs placed so far" } } */
