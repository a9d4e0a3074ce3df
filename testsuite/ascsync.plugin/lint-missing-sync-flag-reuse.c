/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-mode=lint" } */
/* Mode lint: double buffering whose load and vector op are ordered by
   a pair on the path that loads; on the path that does not (a tile of
   zeros), nothing orders the vector unit's set_flag of the slot's flag
   after the MTE2 wait that takes the set of two tiles before, so the
   set may find its flag still set.  Lint says so at the set.  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (int t = 0; t < 8; t++)
    {
      int s = t & 1;
      event_t ev = (event_t) s;
      __ubuf__ half *xb = (__ubuf__ half *) get_imm (s * 0x1000);
      __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x2000 + s * 0x1000);
      int load = t % 3 != 0;
      wait_flag (PIPE_V, PIPE_MTE2, ev);
      if (load)
        {
          copy_gm_to_ubuf (xb, x + t * 256, 0, 1, 16, 0, 0);
          set_flag (PIPE_MTE2, PIPE_V, ev);
        }
      wait_flag (PIPE_MTE3, PIPE_V, ev);
      if (load)
        {
          wait_flag (PIPE_MTE2, PIPE_V, ev);
          vmuls (yb, xb, 2.0, 2, 1, 1, 8, 8);
          set_flag (PIPE_V, PIPE_MTE2, ev); /* { dg-bogus "missing" } */
        }
      else
        {
          vector_dup (yb, (half) 0.0f, 2, 1, 1, 8, 8);
          set_flag (PIPE_V, PIPE_MTE2, ev); /* { dg-warning ".set_flag. on PIPE_V may set its flag again before the wait of .wait_flag. on PIPE_MTE2 .line 23.: no sync orders them\[^\n\]*\\\[-fplugin-arg-ascsync-warn=missing-sync\\\]" } */
        }
      set_flag (PIPE_V, PIPE_MTE3, ev);
      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + t * 256, yb, 0, 1, 16, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, ev);
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}
