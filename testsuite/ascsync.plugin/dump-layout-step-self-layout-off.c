/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan -fplugin-arg-ascsync-layout=no" } */
/* Negative twin of dump-layout-step-self.c with the layout assumption
   off: nothing bounds COLS (a negative COLS moves the rows down while
   the repeat count, taken modulo 256, covers more than a row), so the
   rows may overlap and the barrier between them stays.  */
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
/* { dg-final { scan-ascsync-dump-not ",self" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\)" } } */
