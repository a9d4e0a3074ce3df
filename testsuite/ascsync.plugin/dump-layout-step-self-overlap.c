/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* Negative twin of dump-layout-step-self.c: COLS / 32 repeats of 64
   floats, twice the step, for the COLS the buffer allows: the rows
   overlap, and the barrier between them stays.  */
void
k (int cols, int rows, float s)
{
  __ubuf__ float *w = (__ubuf__ float *) get_imm (0x1e000);
  __ubuf__ float *q = (__ubuf__ float *) get_imm (0x28000);
  int reps = cols / 32;
  for (int i = 0; i < rows; i++)
    vmuls (w + i * cols, w + i * cols, s, (uint8_t) reps, 1, 1, 8, 8);
  vmuls (q, q, s, 1, 1, 1, 8, 8);
}
/* { dg-final { scan-ascsync-dump-not ",self" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\)" } } */
