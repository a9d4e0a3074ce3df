/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=deps,plan" } */
/* Mode keep at -O0: a hand-written set_flag and wait_flag back to back
   whose event id is a variable (a counter's parity, stepped on some
   iterations only, so that the id is no rotation the plugin follows).
   At -O0 GCC converts the variable to the intrinsic's parameter type
   afresh for each call; both conversions are of one value, so the two
   calls take one id, the pair orders the load before the vector op,
   and the plugin adds nothing.  */
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
      wait_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID2);
      vadds (out, in, 1.0, 16, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE2, EVENT_ID2);
      set_flag (PIPE_V, PIPE_MTE3, ev);
      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + i * 2048, out, 0, 1, 128, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, EVENT_ID2);
      if (i % period == period - 1)
        step++;
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID2);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID2);
}
/* { dg-final { scan-ascsync-dump "\\(line 22, MTE2\\) -> op\[0-9\]+ \\(line 26, V\\) RAW: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 26, V\\) -> op\[0-9\]+ \\(line 30, MTE3\\) RAW: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "plan: 0 insertions" } } */
