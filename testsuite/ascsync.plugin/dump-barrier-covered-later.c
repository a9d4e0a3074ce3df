/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* A chain of three vector ops per tile.  The vmuls of tile t reads A,
   which the vadds of tile t + 1 rewrites: a same-pipe dependence
   through the back edge, planned first (its consumer comes first), at
   first with a barrier of its own before the first vadds.  The barrier
   planned later before the last vadds of tile t lies between the two as
   well, so the first one is dropped: two V barriers per tile, not
   three.  */
void
k (int n)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x3000);
  for (int t = 0; t < n; t++)
    {
      vadds (a, in, 1.0, 8, 1, 1, 8, 8);
      vmuls (b, a, 2.0, 8, 1, 1, 8, 8);
      vadds (out, b, 3.0, 8, 1, 1, 8, 8);
    }
}
/* { dg-final { scan-ascsync-dump "op0 line 19 op vadds" } } */
/* { dg-final { scan-ascsync-dump "before op1: pipe_barrier \\(V\\) \\\[dep op0\\\]" } } */
/* { dg-final { scan-ascsync-dump "before op2: pipe_barrier \\(V\\) \\\[dep op1\\\]" } } */
/* { dg-final { scan-ascsync-dump-times "pipe_barrier \\(V\\) \\\[dep" 2 } } */
