/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* An in-place vector operation per row of a tile whose row length COLS
   is read at run time: row I at W + I * COLS floats, COLS / 64 repeats
   of 64 floats.  Nothing bounds COLS, but the layout assumption does:
   the second row's pointer stays in W's buffer [0x1e000, 0x28000), so
   COLS * 4 is in [0, 0x a000], and for every such COLS the row's
   (COLS / 64) * 256 bytes fit in the step: the rows are disjoint
   ("self"), and no pipe_barrier (V) runs between them.  */
void
k (int cols, int rows, float s)
{
  __ubuf__ float *w = (__ubuf__ float *) get_imm (0x1e000);
  __ubuf__ float *q = (__ubuf__ float *) get_imm (0x28000);
  int reps = cols / 64;
  for (int i = 0; i < rows; i++)
    vmuls (w + i * cols, w + i * cols, s, (uint8_t) reps, 1, 1, 8, 8);
  vmuls (q, q, s, 1, 1, 1, 8, 8);
}
/* { dg-final { scan-ascsync-dump "op vmuls pipe=V R:UB\[^ \]*\\{L\[0-9\]+,self\\} W:UB\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
