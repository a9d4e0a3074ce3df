/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* The kernel of dump-hand-sync-every-path.c with the steps' V -> S
   pair left out of the first step: on that path nothing orders the
   vadds before the scalar reads of its result, and keep mode adds a
   pair of its own (V -> S); the dependences the later steps' waits
   order stay ordered.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ uint16_t *y, int n)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *p = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ uint16_t *pu = (__ubuf__ uint16_t *) get_imm (0x1000);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1800);
  __ubuf__ uint16_t *bu = (__ubuf__ uint16_t *) get_imm (0x1800);
  vector_dup (p, 0.0, 8, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (in, x + t * 1024, 0, 1, 64, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      vcmax (p, in, 8, 8, 1, 8);
      pipe_barrier (PIPE_V);
      for (int step = 0; step < 4; step++)
        {
          vadds (b, p, 1.0, 1, 1, 1, 8, 8);
          if (step > 0)
            {
              set_flag (PIPE_V, PIPE_S, EVENT_ID0);
              wait_flag (PIPE_V, PIPE_S, EVENT_ID0);
            }
          y[8 * t + 2 * step] = bu[16 * step];
          y[8 * t + 2 * step + 1] = pu[16 * step + 1];
          set_flag (PIPE_S, PIPE_V, EVENT_ID0);
          wait_flag (PIPE_S, PIPE_V, EVENT_ID0);
        }
      set_flag (PIPE_S, PIPE_MTE2, EVENT_ID0);
      wait_flag (PIPE_S, PIPE_MTE2, EVENT_ID0);
    }
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ \\(line 27, V\\) -> op\[0-9\]+ \\(line 33, S\\) RAW: new pair" } } */
