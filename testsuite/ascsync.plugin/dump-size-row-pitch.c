/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* Rows of D halves, a run-time size the kernel checks ("d % 16 == 0",
   "d <= 512"), loaded into a double-buffered tile whose rows are 512
   halves apart: a burst of d / 16 blocks and a gap of (512 - d) / 16.
   Each at its own largest value, the rows would be 62 blocks apart and
   the tile would reach into the other slot; at each value of D the
   check allows they are 32 blocks apart, so the tile stays in its slot
   and the load of tile T + 1 waits only for the store two tiles back
   (distance 2).  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int d, int n)
{
  if (d <= 0 || d % 16 != 0 || d > 512)
    return;
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *tile = ub + (t & 1) * 8 * 512;
      copy_gm_to_ubuf (tile, x + t * 8 * d, 0, 8, d / 16, 0, (512 - d) / 16);
      copy_ubuf_to_gm (y + t * 8 * d, tile, 0, 8, d / 16, (512 - d) / 16, 0);
    }
}
/* { dg-final { scan-ascsync-dump "line 20 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^\\n\]* W:UB\\\[\\+0x0\\.\\.0x\[0-9a-f\]+\\)~?\\{L0 0:0x0\\.\\.0x2000 1:0x2000\\.\\.0x4000\\}" } } */
/* { dg-final { scan-ascsync-dump "\\(line 21, MTE3\\) -> op\[0-9\]+ \\(line 20, MTE2\\) WAR carried by L0, distance 2" } } */
