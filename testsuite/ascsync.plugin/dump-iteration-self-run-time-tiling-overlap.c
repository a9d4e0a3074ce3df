/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* Negative twin of dump-iteration-self-run-time-tiling.c: each load2d
   writes kcnt + 1 fractals while its destination moves by kcnt per
   row, so consecutive rows overlap: no "self" form, and the MTE1
   barrier before each row's load stays.  */
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
                         (uint8_t) (kcnt + 1), 1, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump-not "W:L0A\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump "before op0: pipe_barrier \\(MTE1\\)" } } */
