/* hand-set-last-iteration.h -- the kernel of the tests of a
   hand-written set in an inner loop under a test of the inner loop's
   counter (mode keep).  Tile c of X is loaded into G (two slots, slot
   and event id c & 1), then read by the vadd of each of the nr
   iterations of an inner loop; the V -> MTE2 flag that frees the slot
   for tile c + 2 is set "if (r == nr - SET_BACK)", which the test
   defines before it includes this file:
     SET_BACK 1: the set runs in the last iteration, after the last
       read of the slot: the hand-written sync is complete
       (dump-hand-set-last-iteration-credited.c, its -O0 twin,
       run-hand-set-last-iteration-credited.c);
     SET_BACK 2: the set runs one iteration early, before the last
       vadd: the hand-written sync misses that read (a race without
       the plugin; dump-hand-set-before-last-iteration.c,
       run-hand-set-before-last-iteration.c).
   The kernel returns at once when the inner loop would not reach the
   set (nr < SET_BACK).  Y[j] = nc * nr * X[j] for j < 128, X[j] = j % 8
   (the run tests launch it with nc = NC, nr = NR).  */

#include <ascsim.h>

#define NC 4
#define NR 3

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int nc, int nr)
{
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0);
  if (nc <= 0 || nr < SET_BACK)
    return;
  vector_dup (acc, 0.0, 1, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  for (int c = 0; c < nc; c++)
    {
      int s = c & 1;
      event_t ev = s ? EVENT_ID1 : EVENT_ID0;
      __ubuf__ half *g = (__ubuf__ half *) get_imm (0x1000 + s * 0x1000);
      wait_flag (PIPE_V, PIPE_MTE2, ev);
      copy_gm_to_ubuf (g, x + c * 128, 0, 1, 8, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE2, PIPE_V, ev);
      for (int r = 0; r < nr; r++)
        {
          pipe_barrier (PIPE_V);
          vadd (acc, acc, g, 1, 1, 1, 1, 8, 8, 8);
          if (r == nr - SET_BACK)
            set_flag (PIPE_V, PIPE_MTE2, ev);
        }
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, acc, 0, 1, 8, 0, 0);
}
