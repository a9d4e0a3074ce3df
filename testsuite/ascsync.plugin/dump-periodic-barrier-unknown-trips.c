/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* Columns converted into a tile of 16-lane blocks, one vconv a column,
   over a number of columns known only at run time: column K writes
   blocks K + 16 J + 64 R (block stride 16, repeat stride 64), so two
   columns' blocks meet only a multiple of 16 columns apart.  The loop
   may run more than 16 iterations, so a pipe_barrier (V) is needed;
   but only between iterations 16 apart: it runs in the iterations
   whose number is a multiple of 16 (not the first), not in every one.
   The run twin: run-periodic-barrier-unknown-trips.c.  */
#define REPS 2
#define MAXCOL 48

__global__ __aicore__ void
k (__gm__ float *x, __gm__ half *y, int ncol)
{
  __ubuf__ float *reg = (__ubuf__ float *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x20000);
  if (ncol < 1 || ncol > MAXCOL)
    return;
  copy_gm_to_ubuf (reg, x, 0, 1, ncol * REPS * 8, 0, 0);
  for (int k = 0; k < ncol; k++)
    vconv_f322f16 (out + k * 16, reg + k * REPS * 64, REPS, 16, 1, 64, 8);
  copy_ubuf_to_gm (y, out, 0, 1, ncol + 48 + 64 * (REPS - 1), 0, 0);
}
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\) in the iterations of L0 numbered a multiple of 16 but 0" } } */
/* { dg-final { scan-ascsync-dump-times "pipe_barrier \\(V\\)" 1 } } */
