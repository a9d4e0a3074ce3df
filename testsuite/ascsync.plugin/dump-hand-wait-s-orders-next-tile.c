/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* mode=keep: a loop over tiles in one input and one output buffer whose
   hand-written V -> S pair (the scalar unit waits for the vector pipe
   before it reads a result) lies on every path of the iteration after
   the vadds: every later issue waits for the vadds, so it orders the
   vadds before the next tile's load into the buffer it read, and the
   loads of two tiles through MTE2 -> V and V -> S.  The MTE3 -> V pair
   at the end of the iteration orders the store before the next tile's
   vadds the same way.  Only the scalar read before the next vadds, for
   which the kernel has no S -> V pair, gets one from the plugin.  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ half *firsts, int n)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x1000);
  for (int i = 0; i < n; i++)
    {
      copy_gm_to_ubuf (in, x + i * 2048, 0, 1, 128, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      vadds (out, in, 1.0, 16, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_S, EVENT_ID0);
      wait_flag (PIPE_V, PIPE_S, EVENT_ID0);
      firsts[i] = out[0];
      set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      copy_ubuf_to_gm (y + i * 2048, out, 0, 1, 128, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
      wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
    }
}
/* { dg-final { scan-ascsync-dump "\\(line 22, V\\) -> op\[0-9\]+ \\(line 19, MTE2\\) WAR carried by L\[0-9\]+, distance 1: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 19, MTE2\\) -> op\[0-9\]+ \\(line 19, MTE2\\) WAW carried by L\[0-9\]+, distance 1: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 28, MTE3\\) -> op\[0-9\]+ \\(line 22, V\\) WAR carried by L\[0-9\]+, distance 1: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 25, S\\) -> op\[0-9\]+ \\(line 22, V\\) WAR carried by L\[0-9\]+, distance 1: new pair" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier" } } */
