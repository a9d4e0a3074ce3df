/* { dg-do run } */
/* { dg-options "-O2" } */
/* Mode keep: double buffering whose hand-written sync lacks the pair
   from the load to the vector op.  The plugin adds one for the data,
   but on the path with no load (a tile of zeros) nothing orders the
   vector unit's set_flag of the slot's flag after the MTE2 wait that
   takes the set of two tiles before: the set may find its flag still
   set (the checker's flag-already-set).  The wait before a set of its
   id is a dependence the plugin orders too.  The checker judges.  */
#include <ascsim.h>

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
        copy_gm_to_ubuf (xb, x + t * 256, 0, 1, 16, 0, 0);
      wait_flag (PIPE_MTE3, PIPE_V, ev);
      if (load)
        {
          vmuls (yb, xb, 2.0, 2, 1, 1, 8, 8);
          set_flag (PIPE_V, PIPE_MTE2, ev);
        }
      else
        {
          vector_dup (yb, (half) 0.0f, 2, 1, 1, 8, 8);
          set_flag (PIPE_V, PIPE_MTE2, ev);
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

#define CALL_N 2048
#define CALL_EXPECT(i) ((i) / 256 % 3 != 0 ? 2 * ((i) % 8) : 0)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
