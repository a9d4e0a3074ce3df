/* helper-id-parameter.h -- the kernel of dump-helper-id-parameter-O0.c
   and run-helper-id-parameter-O0.c: hand-written sync in keep mode,
   the flags of one double-buffered tile loop waited and set inside a
   helper given the slot's event id as a parameter.  */

#include <ascsim.h>

static __attribute__ ((noinline)) void
tile (__ubuf__ half *y, __ubuf__ half *x, event_t ev)
{
  wait_flag (PIPE_MTE2, PIPE_V, ev);
  wait_flag (PIPE_MTE3, PIPE_V, ev);
  vadds (y, x, 1.0, 4, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE2, ev);
  set_flag (PIPE_V, PIPE_MTE3, ev);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x1000) };
  __ubuf__ half *yb[2] = { (__ubuf__ half *) get_imm (0x2000),
                           (__ubuf__ half *) get_imm (0x3000) };
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (int t = 0; t < 8; t++)
    {
      int s = t & 1;
      event_t ev = s ? EVENT_ID1 : EVENT_ID0;
      wait_flag (PIPE_V, PIPE_MTE2, ev);
      copy_gm_to_ubuf (xb[s], x + t * 512, 0, 1, 32, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, ev);
      tile (yb[s], xb[s], ev);
      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + t * 512, yb[s], 0, 1, 32, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, ev);
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}
