/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* The load2d rows of dump-iteration-self-disjoint.c in a k loop whose
   step TK is given at run time: each k step's rows, kcnt = MIN (kc -
   k0, tk) fractals each, at "l0a + mi * kcnt * 256", kcnt bounded by
   nothing but its repeat count's type.  Past the first step that
   covers a row's 255 fractals every step covers them, so only the
   steps below need checking one by one; the load's start index moves
   its source, not its destination, and does not stand in the way
   (ascsync_arg_moves_access).  The rows are "self" disjoint over the
   row loop: no MTE1 barrier between them, only one where the row loop
   is entered (the slot of k step t + 2 is that of t).  */
void
k (int kc, int tk, int mcnt_in)
{
  if (kc < 1 || tk < 1)
    return;
  int mcnt = mcnt_in < 8 ? (mcnt_in > 0 ? mcnt_in : 1) : 8;
  __cbuf__ half *l1 = (__cbuf__ half *) get_imm (0);
  for (int k0 = 0, step = 0; k0 < kc; k0 += tk, step++)
    {
      int kcnt = kc - k0 < tk ? kc - k0 : tk;
      __ca__ half *l0a = (__ca__ half *) get_imm ((step & 1) * 32768);
      for (int mi = 0; mi < mcnt; mi++)
        load_cbuf_to_ca (l0a + mi * kcnt * 256, l1, (uint16_t) (mi * kc + k0),
                         (uint8_t) kcnt, 1, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op load_cbuf_to_ca pipe=MTE1 R:L1\[^ \]* W:L0A\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "before op0: pipe_barrier \\(MTE1\\)" } } */
