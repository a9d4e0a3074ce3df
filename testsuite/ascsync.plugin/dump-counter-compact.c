/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* Compaction by counters the scalar unit steps on some paths only
   (GCC's scalar evolution has no form for them): the rows of x whose
   selector is above 0 are gathered (MTE2) into UB row C of a bag, then
   C steps; those whose selector is above 1 are stored (MTE3) from UB to
   GM row D of z, then D steps.  Each counter steps after its access
   on every path from the access back to it, and never goes down, so
   no two gathers (stores) of a run of the loop meet: the accesses are
   "self" disjoint across the iterations, with no barrier between them.
   Negative twin: dump-counter-compact-not-every-path.c; run with the
   simulator: run-counter-compact.c.  */
#define ROWS 64
#define RH 16                   /* halves of a row: one 32-byte block */
#define STEP_GATHER(v) ((v) > 0) /* when the counters step (the host's */
#define STEP_STORE(v) ((v) > 1)  /* model, counter-compact-main.h) */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ int32_t *sel, __gm__ half *y, __gm__ half *z)
{
  __ubuf__ int32_t *s = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ half *bag = (__ubuf__ half *) get_imm (0x100);
  __ubuf__ half *xs = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (s, sel, 0, 1, ROWS * 4 / 32, 0, 0);
  copy_gm_to_ubuf (xs, x, 0, 1, ROWS, 0, 0);
  vector_dup (bag, (half) 0.0f, ROWS * RH / 128, 1, 1, 8, 8);
  int c = 0;
  for (int j = 0; j < ROWS; j++)
    {
      if (s[j] <= 0)
        continue;
      copy_gm_to_ubuf (bag + c * RH, x + j * RH, 0, 1, 1, 0, 0);
      c++;
    }
  vadds (bag, bag, (half) 1.0f, ROWS * RH / 128, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, bag, 0, 1, ROWS, 0, 0);
  int d = 0;
  for (int j = 0; j < ROWS; j++)
    if (s[j] > 1)
      {
        copy_ubuf_to_gm (z + d * RH, xs + j * RH, 0, 1, 1, 0, 0);
        d++;
      }
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\[^ \]*\\{L\\d+,self\\}" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB\[^ \]* W:GM\[^ \]*\\{L\\d+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE3\\)" } } */
