/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* Negative twin of dump-counter-compact.c: the counters step on a test
   of their own, so a path leads from the gather (store) back to it
   without a step (selector 1 gathers without stepping C, selector 2
   stores without stepping D): the next gather (store) may write the
   same row, and must follow this one.  No "self" form; the MTE2 and
   MTE3 barriers stay.  Run: run-counter-compact-not-every-path.c.  */
#define ROWS 64
#define RH 16
#define STEP_GATHER(v) ((v) != 1)
#define STEP_STORE(v) ((v) != 2)

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
      if (STEP_GATHER (s[j]))
        c++;
    }
  vadds (bag, bag, (half) 1.0f, ROWS * RH / 128, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, bag, 0, 1, ROWS, 0, 0);
  int d = 0;
  for (int j = 0; j < ROWS; j++)
    {
      if (s[j] > 1)
        copy_ubuf_to_gm (z + d * RH, xs + j * RH, 0, 1, 1, 0, 0);
      if (STEP_STORE (s[j]))
        d++;
    }
}
/* { dg-final { scan-ascsync-dump-not ",self" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE2\\)" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE3\\)" } } */
