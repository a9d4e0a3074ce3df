/* hand-ids-swapped.h -- the kernel of the tests of hand-written event
   ids swapped with the buffers they guard (dump-hand-ids-*.c,
   run-hand-ids-swapped-with-buffers.c): a double-buffered tile loop in
   a loop of rows, the buffer pointers and the event ids each swapped
   by value after every tile ("tmp = cur; cur = nxt; nxt = tmp"), so
   both go on from one row to the next, in a phase no one row fixes
   (the rows have a run-time count of tiles).  DRIFT swaps the ids once
   more after each row: they no longer follow the buffers.  */

#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows, int tiles)
{
  __ubuf__ half *cur = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *nxt = (__ubuf__ half *) get_imm (0x1000);
  event_t ec = EVENT_ID0, en = EVENT_ID1;
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
  for (int r = 0; r < rows; r++)
    {
      for (int t = 0; t < tiles; t++)
        {
          int off = (r * tiles + t) * 256;
          wait_flag (PIPE_MTE3, PIPE_MTE2, ec);
          copy_gm_to_ubuf (cur, x + off, 0, 1, 16, 0, 0);
          set_flag (PIPE_MTE2, PIPE_V, ec);
          wait_flag (PIPE_MTE2, PIPE_V, ec);
          vadds (cur, cur, (half) 1.0f, 2, 1, 1, 8, 8);
          set_flag (PIPE_V, PIPE_MTE3, ec);
          wait_flag (PIPE_V, PIPE_MTE3, ec);
          copy_ubuf_to_gm (y + off, cur, 0, 1, 16, 0, 0);
          set_flag (PIPE_MTE3, PIPE_MTE2, ec);
          __ubuf__ half *tb = cur;
          cur = nxt;
          nxt = tb;
          event_t te = ec;
          ec = en;
          en = te;
        }
#ifdef DRIFT
      event_t td = ec;
      ec = en;
      en = td;
#endif
    }
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
}

