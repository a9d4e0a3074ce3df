/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* One load2d per fractal row into L0A, the destination moving by kcnt
   fractals per row, kcnt not constant (a tail k-step) but also the
   load's repeat count: the rows are written to disjoint bytes, so the
   loads need no MTE1 barrier between them (the access is "self"
   disjoint over the row loop).  */
void
k (int kcnt_in, int mcnt_in)
{
  int kcnt = kcnt_in < 8 ? (kcnt_in > 0 ? kcnt_in : 1) : 8;
  int mcnt = mcnt_in < 8 ? (mcnt_in > 0 ? mcnt_in : 1) : 8;
  __cbuf__ half *l1 = (__cbuf__ half *) get_imm (0);
  __ca__ half *l0a = (__ca__ half *) get_imm (0);
  for (int mi = 0; mi < mcnt; mi++)
    load_cbuf_to_ca (l0a + mi * kcnt * 256, l1, mi * 33, kcnt, 1, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op load_cbuf_to_ca pipe=MTE1 R:L1\[^ \]* W:L0A\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE1\\)" } } */
