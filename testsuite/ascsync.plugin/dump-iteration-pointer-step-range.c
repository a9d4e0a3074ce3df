/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-layout=no" } */
/* Three chunks of an S tile written by mad into L0C, the last one
   shorter: chunk J starts J * 8 * MCNT fractals in (GCC makes the
   pointer an induction variable moving by MCNT * 8192 bytes, MCNT in
   [1, 4]) and covers MCNT * CCNT fractals, CCNT = MIN (20 - 8 * J, 8).
   Iteration by iteration the mads stay below 0x14000 (80 fractals of
   four rows), so reading the O area there needs no wait for them
   (AttnScore's S and O areas).  layout=no: the bound comes from the
   counts and the step, not from the next buffer's address.  Twin:
   dump-iteration-pointer-step-overlap.c.  */
void
k (__ubuf__ half *dst, int n)
{
  int mcnt = (n & 3) + 1;
  __ca__ half *a = (__ca__ half *) get_imm (0);
  __cb__ half *b = (__cb__ half *) get_imm (0);
  __cc__ float *s = (__cc__ float *) get_imm (0);
  __cc__ float *o = (__cc__ float *) get_imm (0x14000);
  __ubuf__ half *u = (__ubuf__ half *) get_imm (0);
  for (int j = 0; j < 3; j++)
    {
      int ccnt = 20 - 8 * j < 8 ? 20 - 8 * j : 8;
      mad (s + j * 8 * mcnt * 256, a, b, mcnt * 16, 64, ccnt * 16, 1);
    }
  copy_matrix_cc_to_ubuf (u, o, 0, 1, 4, 0, 0, CRMODE_F32toF16_NONE);
}
/* { dg-final { scan-ascsync-dump "op mad pipe=M R:L0A\\\[\\+0x0\\.\\.0x2000\\)~ R:L0B\\\[\\+0x0\\.\\.0x4000\\)~ W:L0C\\\[\\+0x0\\.\\.0x14000\\)" } } */
/* { dg-final { scan-ascsync-dump-not "\\(M, V, " } } */
