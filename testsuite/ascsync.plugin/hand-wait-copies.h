/* hand-wait-copies.h -- the kernel of the tests of a hand-written
   wait written in both arms of a branch (dump-hand-wait-copies-*.c,
   run-hand-wait-copies-every-path.c), as GCC also copies one into each
   exit of a loop it unrolls: triple buffering over a slot counter that
   goes on from one row of tiles to the next, the id the slot.  */

#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows, int tiles, int split)
{
  __ubuf__ half *buf = (__ubuf__ half *) get_imm (0);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID2);
  int cnt = 0;
  for (int r = 0; r < rows; r++)
    for (int t = 0; t < tiles; t++)
      {
        int s = cnt % 3;
        event_t ev = (event_t) s;
        int src;
        if (t < split)
          {
            wait_flag (PIPE_MTE3, PIPE_MTE2, ev);
            src = (r * tiles + t) * 256;
          }
        else
          {
            wait_flag (PIPE_MTE3, PIPE_MTE2, ev);
            src = (r * tiles + tiles - 1 - t + split) * 256;
          }
        copy_gm_to_ubuf (buf + s * 256, x + src, 0, 1, 16, 0, 0);
        set_flag (PIPE_MTE2, PIPE_V, ev);
        wait_flag (PIPE_MTE2, PIPE_V, ev);
        vadds (buf + s * 256, buf + s * 256, (half) 1.0f, 2, 1, 1, 8, 8);
        set_flag (PIPE_V, PIPE_MTE3, ev);
        wait_flag (PIPE_V, PIPE_MTE3, ev);
        copy_ubuf_to_gm (y + (r * tiles + t) * 256, buf + s * 256, 0, 1, 16,
                         0, 0);
        set_flag (PIPE_MTE3, PIPE_MTE2, ev);
        cnt++;
      }
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID2);
}

