/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* mode=keep: hand-written ping-pong sync in an inner loop whose slot
   and event id follow a counter that goes on from one run of the loop
   to the next ("step & 1", as MatMul's k-steps), primed once before
   the outer loop, is trusted: the plugin adds no flag pair, only a
   pipe_barrier (MTE3) between the stores of one row and the next,
   whose GM ranges it cannot tell apart.  The accesses of the two slots
   meet only in iterations of equal parity, whose ids are the same,
   also from one row's tiles to the next row's: the wait of a later
   iteration takes a set no earlier than the one after the producer.  */
#ifndef SLOT
#define SLOT (step & 1)      /* run-hand-ping-pong-slot-not-id.c: t & 1 */
#endif

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows, int tiles)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000);
  int step = 0;
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (int r = 0; r < rows; r++)
    for (int t = 0; t < tiles; t++, step++)
      {
        int s = SLOT;
        event_t ev = (step & 1) ? EVENT_ID1 : EVENT_ID0;
        int64_t off = ((int64_t) r * tiles + t) * 2048;
        wait_flag (PIPE_V, PIPE_MTE2, ev);
        copy_gm_to_ubuf (in + s * 2048, x + off, 0, 1, 128, 0, 0);
        set_flag (PIPE_MTE2, PIPE_V, ev);
        wait_flag (PIPE_MTE2, PIPE_V, ev);
        wait_flag (PIPE_MTE3, PIPE_V, ev);
        vadds (out + s * 2048, in + s * 2048, (half) (float) r, 16, 1, 1, 8,
               8);
        set_flag (PIPE_V, PIPE_MTE2, ev);
        set_flag (PIPE_V, PIPE_MTE3, ev);
        wait_flag (PIPE_V, PIPE_MTE3, ev);
        copy_ubuf_to_gm (y + off, out + s * 2048, 0, 1, 128, 0, 0);
        set_flag (PIPE_MTE3, PIPE_V, ev);
      }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}
/* { dg-final { scan-ascsync-dump "\\(line 37, V\\) -> op\[0-9\]+ \\(line 33, MTE2\\) WAR carried by L\[0-9\]+, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 42, MTE3\\) -> op\[0-9\]+ \\(line 37, V\\) WAR carried by L\[0-9\]+, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 33, MTE2\\) -> op\[0-9\]+ \\(line 33, MTE2\\) WAW carried by L\[0-9\]+, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump-not "new pair" } } */
/* { dg-final { scan-ascsync-dump "summary k: deps=\[0-9\]+ set=0 wait=0 " } } */
