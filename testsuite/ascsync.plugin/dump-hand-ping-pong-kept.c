/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* mode=keep: a double-buffered loop whose hand-written sync takes its
   event ids from the iteration's parity ("(event_t) (i & 1)", as the
   suite's kernels write it) is trusted, and the plugin inserts nothing.
   The WAR dependences two iterations apart (a vector op of tile I
   before the load or the vadds of tile I + 2 into the same slot) are
   ordered by the rotating pairs V -> MTE2 and MTE3 -> V: the wait in
   iteration I + 2 takes the set of iteration I.  The loads in an inner
   loop before the set, and the vadd in a branch before it, are ordered
   by sets that follow them on every path.  Same-pipe dependences two
   iterations apart go through two hand-written pairs (MTE2 -> V within
   the iteration, V -> MTE2 across two).  */
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n, int twice)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (int i = 0; i < n; i++)
    {
      int s = i & 1;
      event_t ev = (event_t) s;
      wait_flag (PIPE_V, PIPE_MTE2, ev);
      for (int j = 0; j < 4; j++)
        copy_gm_to_ubuf (in + s * 2048 + j * 512, x + i * 2048 + j * 512,
                         0, 1, 32, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE3, PIPE_V, ev);
      vadds (out + s * 2048, in + s * 2048, 1.0, 16, 1, 1, 8, 8);
      if (twice)
        {
          pipe_barrier (PIPE_V);
          vadd (out + s * 2048, out + s * 2048, in + s * 2048, 16, 1, 1, 1,
                8, 8, 8);
        }
      set_flag (PIPE_V, PIPE_MTE2, ev);
      set_flag (PIPE_V, PIPE_MTE3, ev);
      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + i * 2048, out + s * 2048, 0, 1, 128, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, ev);
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}
/* { dg-final { scan-ascsync-dump "\\(line 38, V\\) -> op\[0-9\]+ \\(line 29, MTE2\\) WAR carried by L\[0-9\]+, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 44, MTE3\\) -> op\[0-9\]+ \\(line 34, V\\) WAR carried by L\[0-9\]+, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 29, MTE2\\) -> op\[0-9\]+ \\(line 29, MTE2\\) WAW carried by L\[0-9\]+, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 29, MTE2\\) -> op\[0-9\]+ \\(line 34, V\\) RAW: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump-not "new pair|same pipe" } } */
/* { dg-final { scan-ascsync-dump "plan: 0 insertions" } } */
