/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* mode=keep (the default): hand-written sync that lies between a
   producer and its consumer on every path orders the dependence, and
   the plugin inserts nothing for it: the MTE2 -> V and V -> MTE3 pairs
   right after their producers; the V -> MTE2 pair at the top of the
   body, before the next load; through them the load and the vadds
   before the next iteration's (no pipe_barrier).  The V -> MTE3 pair
   before the loop orders nothing in it, and the store's read of B
   before the next iteration's vadds writes it gets a pair of the
   plugin's (MTE3 -> V, no hand sync).  Sync the plugin adds on a pipe
   pair the hand-written sync uses takes other ids.  Each flag's reuse
   (a set after the wait that took the set before it) is a dependence
   too, of the parts the dump lists around the flags: ordered by the
   hand-written sync for the MTE2 -> V and V -> MTE2 flags, and by the
   plugin's MTE3 -> V pair for the V -> MTE3 one.  */
void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  for (int i = 0; i < n; i++)
    {
      set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
      wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
      copy_gm_to_ubuf (a, x + i * 128, 0, 1, 8, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
      vadds (b, a, 1.0, 1, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE3, EVENT_ID1);
      wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID1);
      copy_ubuf_to_gm (y + i * 128, b, 0, 1, 8, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op8 line 28 op copy_gm_to_ubuf pipe=MTE2" } } */
/* { dg-final { scan-ascsync-dump "op13 line 31 op vadds pipe=V" } } */
/* { dg-final { scan-ascsync-dump "op18 line 34 op copy_ubuf_to_gm pipe=MTE3" } } */
/* { dg-final { scan-ascsync-dump "op8 \\(line 28, MTE2\\) -> op13 \\(line 31, V\\) RAW: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "op13 \\(line 31, V\\) -> op18 \\(line 34, MTE3\\) RAW: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "op13 \\(line 31, V\\) -> op8 \\(line 28, MTE2\\) WAR carried by L\[0-9\]+, distance 1: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "op18 \\(line 34, MTE3\\) -> op13 \\(line 31, V\\) WAR carried by L\[0-9\]+, distance 1: new pair" } } */
/* { dg-final { scan-ascsync-dump "op8 \\(line 28, MTE2\\) -> op8 \\(line 28, MTE2\\) WAW carried by L\[0-9\]+, distance 1: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "op13 \\(line 31, V\\) -> op13 \\(line 31, V\\) WAW carried by L\[0-9\]+, distance 1: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "op7 \\(line 27, MTE2\\) -> op4 \\(line 26, V\\) RAW carried by L\[0-9\]+, distance 1: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "op12 \\(line 30, V\\) -> op9 \\(line 29, MTE2\\) RAW carried by L\[0-9\]+, distance 1: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "op17 \\(line 33, MTE3\\) -> op14 \\(line 32, V\\) RAW carried by L\[0-9\]+, distance 1: ordered by the pairs placed so far" } } */
/* { dg-final { scan-ascsync-dump-times "ordered by hand-written sync" 7 } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE3, V, 0\\)" } } */
/* { dg-final { scan-ascsync-dump-not "\\((MTE2, V|V, MTE2), \[0-9\]\\)" } } */
/* { dg-final { scan-ascsync-dump-not "\\(V, MTE3, \[01\]\\)" } } */
