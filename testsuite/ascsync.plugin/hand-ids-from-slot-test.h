/* hand-ids-from-slot-test.h -- the kernel of the tests of hand-written
   ping-pong ids computed from the slot by a comparison
   ({dump,run}-hand-ids-from-slot-test*.c, mode keep): tile T uses slot
   P = T & 1, the ids "(event_t) (p != 0)" for the flags of the loads
   and stores and "p ? EVENT_ID1 : EVENT_ID0" for those of the vector
   work; the flags freeing a slot are primed before the loop and drained
   after it.  y[i] = 2 * x[i] = 2 * (i % 8).  */
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
      int p = t & 1;
      event_t e = (event_t) (p != 0);
      event_t f = p ? EVENT_ID1 : EVENT_ID0;
      __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000 + p * 0x400);
      __ubuf__ half *o = (__ubuf__ half *) get_imm (0x2000 + p * 0x400);
      wait_flag (PIPE_V, PIPE_MTE2, e);
      copy_gm_to_ubuf (b, x + t * 256, 0, 1, 16, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, f);
      wait_flag (PIPE_MTE2, PIPE_V, f);
      wait_flag (PIPE_MTE3, PIPE_V, e);
      vmuls (o, b, 2.0, 2, 1, 1, 8, 8);
      set_flag (PIPE_V, PIPE_MTE2, e);
      set_flag (PIPE_V, PIPE_MTE3, f);
      wait_flag (PIPE_V, PIPE_MTE3, f);
      copy_ubuf_to_gm (y + t * 256, o, 0, 1, 16, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, e);
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}

#define CALL_N 2048
#define CALL_EXPECT(i) (2 * ((i) % 8))
