/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=deps,alloc,plan" } */
/* Triple buffering with a prefetch two tiles ahead: tiles 0 and 1 are
   loaded before the loop, and tile T loads tile T + 2 into slot (T +
   2) % 3 before it computes tile T from slot T % 3.  The load feeds the
   vector op two tiles on (distance 2); the vector op's slot is loaded
   again one tile on (distance 1).  Built sync-free, the MTE2 -> V pair
   rotates over 3 ids with its wait two iterations behind its set, and
   the V -> MTE2 pair, of distance 1, rotates over 3 ids too, its wait
   one iteration behind its set, instead of one id and acknowledgement
   pairs: the pairs between them order each wait before the next set
   of its id, as the experts' "set (ev_next) ... wait (ev)" does.
   run-kslot-prefetch-*.c include this kernel; it needs N >= 2.  */
#define TILE 2048               /* halves: 4 KB */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x10000);
  for (int e = 0; e < 3; e++)
    set_flag (PIPE_MTE3, PIPE_V, (event_t) e);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID2);
  copy_gm_to_ubuf (in, x, 0, 1, TILE / 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  copy_gm_to_ubuf (in + TILE, x + TILE, 0, 1, TILE / 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID1);
  for (int t = 0; t < n; t++)
    {
      int s = t % 3;
      if (t + 2 < n)
        {
          int sn = (t + 2) % 3;
          wait_flag (PIPE_V, PIPE_MTE2, (event_t) sn);
          copy_gm_to_ubuf (in + sn * TILE, x + (t + 2) * TILE, 0, 1,
                           TILE / 16, 0, 0);
          set_flag (PIPE_MTE2, PIPE_V, (event_t) sn);
        }
      wait_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) s);
      vmuls (out + s * TILE, in + s * TILE, (half) 2.0f, TILE / 128, 1, 1,
             8, 8);
      pipe_barrier (PIPE_V);
      vadds (out + s * TILE, out + s * TILE, (half) 1.0f, TILE / 128, 1, 1,
             8, 8);
      set_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      set_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      wait_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      copy_ubuf_to_gm (y + t * TILE, out + s * TILE, 0, 1, TILE / 16, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, (event_t) s);
    }
  for (int e = 0; e < 3; e++)
    {
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) e);
      wait_flag (PIPE_V, PIPE_MTE2, (event_t) e);
    }
}
/* { dg-final { scan-ascsync-dump "MTE2\\) -> op\[0-9\]+ \\(line \[0-9\]+, V\\) RAW carried by L\[0-9\], distance 2: new pair" } } */
/* { dg-final { scan-ascsync-dump "V\\) -> op\[0-9\]+ \\(line \[0-9\]+, MTE2\\) WAR carried by L\[0-9\], distance 1: new pair" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop V->MTE2 id=0\\.\\.2 rotating deps" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop MTE2->V id=0\\.\\.2 rotating deps op\[0-9\]+->op\[0-9\]+\\(d2\\)" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(V, MTE2, 0 \\+ \\(iteration of L\[0-9\] \\+ 2\\) mod 3\\)" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(MTE2, V, 0 \\+ \\(iteration of L\[0-9\] \\+ 1\\) mod 3\\)" } } */
/* { dg-final { scan-ascsync-dump-not " ack deps" } } */
