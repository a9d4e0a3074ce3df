/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* Negative twin of dump-iteration-self-disjoint.c: each load2d writes
   kcnt + 1 fractals while its destination moves by kcnt fractals per
   row, so consecutive rows overlap: no "self" form, and the MTE1
   barrier between the loads stays.  */
void
k (int kcnt_in, int mcnt_in)
{
  int kcnt = kcnt_in < 8 ? (kcnt_in > 0 ? kcnt_in : 1) : 8;
  int mcnt = mcnt_in < 8 ? (mcnt_in > 0 ? mcnt_in : 1) : 8;
  __cbuf__ half *l1 = (__cbuf__ half *) get_imm (0);
  __ca__ half *l0a = (__ca__ half *) get_imm (0);
  for (int mi = 0; mi < mcnt; mi++)
    load_cbuf_to_ca (l0a + mi * kcnt * 256, l1, mi * 33, kcnt + 1, 1, 0, 0);
}
/* { dg-final { scan-ascsync-dump-not ",self" } } */
/* { dg-final { scan-ascsync-dump "before op0: pipe_barrier \\(MTE1\\)" } } */
