/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* A kernel calls EXT, declared here and defined in another unit: the
   plugin cannot see whether it issues pipe work, so its call is fenced
   as a call of a function of this unit without a summary is
   (dump-call-summary-hand-ids-fenced.c), with a warning.  Twin:
   dump-call-pipe-free-external.c.  */
void ext (int n);

void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  ext (1); /* { dg-warning ".ext. may issue pipe work" } */
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "before op1: pipe_barrier \\(ALL\\) \\\[call\\\]" } } */
/* { dg-final { scan-ascsync-dump "after op1: pipe_barrier \\(ALL\\) \\\[call\\\]" } } */
