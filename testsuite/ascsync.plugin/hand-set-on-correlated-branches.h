/* hand-set-on-correlated-branches.h -- the kernel of the tests of
   hand-written sync on two branches of one condition
   (dump-hand-set-on-correlated-branches.c,
   run-hand-set-on-correlated-branches.c): the prefetch of tile t + 1
   sets its MTE2 -> V flag right after the load when it is early, or
   after the store of tile t when it is late; the second branch tests
   the same value, false when there is no next tile, so exactly one
   set runs for each prefetch.  Y = 2 X.  */

#include <ascsim.h>

#define DIM 256
#define NT 8

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int nt, int period)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0);
  if (nt <= 0)
    return;
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  copy_gm_to_ubuf (b, x, 0, 1, DIM / 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  for (int t = 0; t < nt; t++)
    {
      int s = t & 1, sn = s ^ 1;
      event_t ev = (event_t) s, evn = (event_t) sn;
      __ubuf__ half *bs = b + s * DIM;
      int late = 0;
      if (t + 1 < nt)
        {
          late = t % period == 1;
          wait_flag (PIPE_MTE3, PIPE_MTE2, evn);
          copy_gm_to_ubuf (b + sn * DIM, x + (t + 1) * DIM, 0, 1, DIM / 16,
                           0, 0);
          if (!late)
            set_flag (PIPE_MTE2, PIPE_V, evn);
        }
      wait_flag (PIPE_MTE2, PIPE_V, ev);
      vadd (bs, bs, bs, DIM / 128, 1, 1, 1, 8, 8, 8);
      set_flag (PIPE_V, PIPE_MTE3, ev);
      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + t * DIM, bs, 0, 1, DIM / 16, 0, 0);
      set_flag (PIPE_MTE3, PIPE_MTE2, ev);
      if (late)
        set_flag (PIPE_MTE2, PIPE_V, evn);
    }
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
}
