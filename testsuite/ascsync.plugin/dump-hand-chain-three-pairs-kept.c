/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* mode=keep: a double-buffered loop that loads a slot (MTE2), scales it
   in place (V) and stores it (MTE3), with the hand-written sync of the
   suite's Muls: MTE2 -> V and V -> MTE3 within the iteration, and
   MTE3 -> MTE2 on ids rotating with the iteration's parity, primed for
   both slots.  The same-pipe dependences two iterations apart go
   through three hand-written pairs: the load of tile I before the load
   of tile I + 2 into the same slot (MTE2 -> V -> MTE3 in iteration I,
   then MTE3 -> MTE2 across two), and the vmuls of tile I before the
   vmuls of tile I + 2 (V -> MTE3 in iteration I, MTE3 -> MTE2 across
   two, MTE2 -> V in iteration I + 2).  The plugin inserts nothing, no
   pipe_barrier either.  dump-hand-chain-broken-link.c includes this
   kernel with V_MTE3_WAIT_ID set.  */
#ifndef V_MTE3_WAIT_ID
#define V_MTE3_WAIT_ID ev       /* the id of the V -> MTE3 set */
#endif
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *buf = (__ubuf__ half *) get_imm (0);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
  for (int i = 0; i < n; i++)
    {
      int s = i & 1;
      event_t ev = (event_t) s;
      wait_flag (PIPE_MTE3, PIPE_MTE2, ev);
      copy_gm_to_ubuf (buf + s * 2048, x + i * 2048, 0, 1, 128, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE2, PIPE_V, ev);
      vmuls (buf + s * 2048, buf + s * 2048, 2.0, 16, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE3, ev);
      wait_flag (PIPE_V, PIPE_MTE3, V_MTE3_WAIT_ID);
      copy_ubuf_to_gm (y + i * 2048, buf + s * 2048, 0, 1, 128, 0, 0);
      set_flag (PIPE_MTE3, PIPE_MTE2, ev);
    }
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
}
/* { dg-final { scan-ascsync-dump "\\(line 29, MTE2\\) -> op\[0-9\]+ \\(line 29, MTE2\\) WAW carried by L\[0-9\]+, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 32, V\\) -> op\[0-9\]+ \\(line 32, V\\) RAW\\+WAR\\+WAW carried by L\[0-9\]+, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump-not "new pair|same pipe" } } */
/* { dg-final { scan-ascsync-dump "plan: 0 insertions" } } */
