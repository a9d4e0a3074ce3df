/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* As dump-divmod-grid-disjoint.c, but a row holds 7 tiles' width for
   8 columns: the last column of a row overlaps the first of the next,
   so the stores of iterations t and t + 1 (t % 8 == 7) meet and keep a
   pipe_barrier (MTE3).  */
void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *b[2] = { (__ubuf__ half *) get_imm (0),
                          (__ubuf__ half *) get_imm (0x100) };
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (b[t & 1], x + t * 128, 0, 1, 8, 0, 0);
      copy_ubuf_to_gm (y + (t / 8) * 896 + (t % 8) * 128, b[t & 1], 0, 1, 8,
                       0, 0);
    }
}
/* { dg-final { scan-ascsync-dump-not ",self" } } */
/* { dg-final { scan-ascsync-dump "before op1: pipe_barrier \\(MTE3\\)" } } */
