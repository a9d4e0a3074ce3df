/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* Twin of dump-hb-residue-slot-distance.c with one slot: the vmuls of
   tile T writes what the vadds of tile T + 1 reads, before any
   hand-written barrier of iteration T + 1, so the dependence needs a
   pipe_barrier (PIPE_V) of its own.  */
void
k (__gm__ half *x, int n)
{
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *a = (__ubuf__ half *) get_imm (0x1000);
      __ubuf__ half *d = (__ubuf__ half *) get_imm (0x4000);
      __ubuf__ half *c = (__ubuf__ half *) get_imm (0x5000);
      vadds (d, a, 1.0, 1, 1, 1, 8, 8);
      pipe_barrier (PIPE_V);
      vmuls (a, c, 2.0, 1, 1, 1, 8, 8);
    }
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ \\(line 17, V\\) -> op\[0-9\]+ \\(line 15, V\\) RAW carried by L0, distance 1: same pipe" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\) after the first iteration of L0" } } */
