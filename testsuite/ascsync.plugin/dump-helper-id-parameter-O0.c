/* Keep mode at -O0: hand-written sync inside a helper whose event id is
   a parameter that nothing bounds (no IPA ranges at -O0).  A valid id
   is one of the target's, the one the caller gives: the helper's flags
   stand in for the caller's slot ids, and the plugin adds nothing (it
   took the id for any id and fell back to scalar waits around the
   call).  Run twin: run-helper-id-parameter-O0.c.  */
/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=deps,plan" } */
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

/* { dg-final { scan-ascsync-dump "summary k: deps=\[0-9\]+ set=0 wait=0 barrier=0 fallback=0 pairs=0" } } */
/* { dg-final { scan-ascsync-dump "summary tile: deps=\[0-9\]+ set=0 wait=0 barrier=0 fallback=0" } } */
