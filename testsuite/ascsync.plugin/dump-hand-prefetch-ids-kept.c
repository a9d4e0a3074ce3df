/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* mode=keep: a loop that prefetches tile I + 1 into the other slot
   while it computes tile I, with the hand-written sync of the suite's
   Softmax: the prefetch sets MTE2 -> V on "1 - s" and tile I + 1 waits
   on its own "s"; the vadds of tile I sets V -> MTE2 on "s" and the
   prefetch in tile I + 1 waits on "1 - s".  The ids rotate with an
   offset, the set's id in tile I being the wait's in tile I + 1, and
   the slots the same way, so both dependences one tile apart are
   ordered.  The first tile's load, before the loop, is ordered before
   every vadds: each set of MTE2 -> V (the prime after it, the sets in
   the loop) follows it.  The variants of
   dump-hand-prefetch-slot-not-id.c and dump-hand-set-before-init.c
   include this kernel with PREFETCH_SLOT and SET_BEFORE_LOAD set.  */
#ifndef PREFETCH_SLOT
#define PREFETCH_SLOT (1 - s)   /* the next tile's slot */
#endif
#ifndef SET_BEFORE_LOAD
#define SET_BEFORE_LOAD 0       /* the first tile's set after its load */
#endif
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  if (SET_BEFORE_LOAD)
    set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  copy_gm_to_ubuf (in, x, 0, 1, 128, 0, 0);
  if (!SET_BEFORE_LOAD)
    set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  for (int i = 0; i < n; i++)
    {
      int s = i & 1;
      event_t ev = (event_t) s, ev_next = (event_t) (1 - s);
      if (i + 1 < n)
        {
          wait_flag (PIPE_V, PIPE_MTE2, ev_next);
          copy_gm_to_ubuf (in + PREFETCH_SLOT * 2048, x + (i + 1) * 2048, 0,
                           1, 128, 0, 0);
          set_flag (PIPE_MTE2, PIPE_V, ev_next);
        }
      wait_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE3, PIPE_V, ev);
      vadds (out + s * 2048, in + s * 2048, 1.0, 16, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE2, ev);
      set_flag (PIPE_V, PIPE_MTE3, ev);
      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + i * 2048, out + s * 2048, 0, 1, 128, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, ev);
    }
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
}
/* { dg-final { scan-ascsync-dump "\\(line 41, MTE2\\) -> op\[0-9\]+ \\(line 47, V\\) RAW carried by L\[0-9\]+, distance 1: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 47, V\\) -> op\[0-9\]+ \\(line 41, MTE2\\) WAR carried by L\[0-9\]+, distance 1: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 31, MTE2\\) -> op\[0-9\]+ \\(line 47, V\\) RAW: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump-not "new pair" } } */
