/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* The happens-before flow checks a consumer only at the iteration
   distances where its instance may conflict with the producer's: the
   vmuls of tile T writes slot T & 1, which the vadds of tile T + 2
   reads, not that of tile T + 1; the hand-written pipe_barrier (PIPE_V)
   of iteration T + 1 lies between them, so the dependence is ordered
   and gets no barrier of its own.  Twin:
   dump-hb-residue-every-iteration.c (one slot: the vadds of T + 1
   meets it first).  */
void
k (__gm__ half *x, int n)
{
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *a = (__ubuf__ half *) get_imm (0x1000 + (t & 1) * 0x400);
      __ubuf__ half *d = (__ubuf__ half *) get_imm (0x4000);
      __ubuf__ half *c = (__ubuf__ half *) get_imm (0x5000);
      vadds (d, a, 1.0, 1, 1, 1, 8, 8);
      pipe_barrier (PIPE_V);
      vmuls (a, c, 2.0, 1, 1, 1, 8, 8);
    }
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ \\(line 21, V\\) -> op\[0-9\]+ \\(line 19, V\\) RAW carried by L0, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "plan: 0 insertions" } } */
