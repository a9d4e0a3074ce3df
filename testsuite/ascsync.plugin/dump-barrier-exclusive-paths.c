/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* The two arms of an if in a tile loop: the vector op of one arm and
   the per-row vector op of the other's inner loop meet only from one
   tile to the next (through the back edge).  The V barrier that orders
   the vadds before a later tile's vmuls goes before the inner loop, not
   into it (once per tile, not once per row; one barrier there may
   serve this and the vmuls' own dependences).  */
void
k (__gm__ half *x, __gm__ half *y, int n, int rows)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x2000);
  for (int t = 0; t < n; t++)
    {
      if (t % 3 == 0)
        vadds (a, b, 1.0, 8, 1, 1, 8, 8);
      else
        for (int i = 0; i < rows; i++)
          vmuls (b + i * 128, a + i * 128, 2.0, 1, 1, 1, 8, 8);
    }
}
/* { dg-final { scan-ascsync-dump "op0 line 20 op vmuls" } } */
/* { dg-final { scan-ascsync-dump "op1 line 17 op vadds" } } */
/* { dg-final { scan-ascsync-dump "(end of B\[0-9\]+|on edge B\[0-9\]+->B\[0-9\]+): pipe_barrier \\(V\\) \\\[dep op" } } */
/* { dg-final { scan-ascsync-dump-not "before op0: pipe_barrier" } } */
