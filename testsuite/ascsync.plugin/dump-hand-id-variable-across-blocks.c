/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* Mode keep: a hand-written set_flag and wait_flag whose event id is
   one variable (a counter's parity, stepped on some iterations only,
   so the id is no rotation the plugin follows), with a branch between
   them (a barrier on some iterations): the two calls are in different
   blocks, but nothing between
   them runs the variable's definition again, so they take one id, the
   pair orders the load before the vector op, and the plugin adds
   nothing.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n, int period)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000);
  int step = 0;
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID2);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID2);
  for (int i = 0; i < n; i++)
    {
      event_t ev = (event_t) (step & 1);
      wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID2);
      copy_gm_to_ubuf (in, x + i * 2048, 0, 1, 128, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, ev);
      if (i % period == 0)
        pipe_barrier (PIPE_MTE2);
      wait_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID2);
      vadds (out, in, 1.0, 16, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE2, EVENT_ID2);
      set_flag (PIPE_V, PIPE_MTE3, ev);
      if (i % period == 1)
        pipe_barrier (PIPE_MTE3);
      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + i * 2048, out, 0, 1, 128, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, EVENT_ID2);
      if (i % period == period - 1)
        step++;
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID2);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID2);
}
/* { dg-final { scan-ascsync-dump "\\(line 23, MTE2\\) -> op\[0-9\]+ \\(line 29, V\\) RAW: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 29, V\\) -> op\[0-9\]+ \\(line 35, MTE3\\) RAW: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "plan: 0 insertions" } } */
