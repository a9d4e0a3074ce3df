/* call-helper-boundary-flags.h -- the kernel of the tests of a tile
   helper whose hand-written flags cross its calls (mode keep,
   dump-call-helper-boundary-flags.c, run-call-helper-boundary-flags*.c):
   k primes "X[s] is free" (V -> MTE2) and "Y[s] is free" (MTE3 -> V)
   for both slots and drains them after the loop; tile (.., s), called
   on slot t & 1, waits for both first, loads X[s], orders the load
   before its vector work by a flag of its own (MTE2 -> V, set and
   waited in the call), doubles X[s] into Y[s], sets "X[s] is free"
   after the last vector read of X[s] (BOUNDARY_LATE_READ: one more
   read of X[s] after the set, which the set does not order), copies
   Y[s] to Z[s] after a pipe_barrier (PIPE_V), stores
   Y[s] after V -> MTE3 and sets "Y[s] is free" last.  The flags' ids
   are the helper's parameter S.  */
#include <ascsim.h>

static __attribute__ ((noinline)) void
tile (__gm__ half *x, __gm__ half *y, int t, int s)
{
  event_t ev = (event_t) s;
  __ubuf__ half *xs = (__ubuf__ half *) get_imm (0x1000 + s * 0x400);
  __ubuf__ half *ys = (__ubuf__ half *) get_imm (0x2000 + s * 0x400);
  __ubuf__ half *zs = (__ubuf__ half *) get_imm (0x3000 + s * 0x400);
  wait_flag (PIPE_V, PIPE_MTE2, ev);
  copy_gm_to_ubuf (xs, x + t * 256, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, ev);
  wait_flag (PIPE_MTE2, PIPE_V, ev);
  wait_flag (PIPE_MTE3, PIPE_V, ev);
  vmuls (ys, xs, 2.0, 2, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE2, ev);
  pipe_barrier (PIPE_V);
#ifdef BOUNDARY_LATE_READ
  vmuls (zs, xs, 1.0, 2, 1, 1, 8, 8);
#else
  vmuls (zs, ys, 1.0, 2, 1, 1, 8, 8);
#endif
  set_flag (PIPE_V, PIPE_MTE3, ev);
  wait_flag (PIPE_V, PIPE_MTE3, ev);
  copy_ubuf_to_gm (y + t * 256, ys, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE3, PIPE_V, ev);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (int t = 0; t < 8; t++)
    tile (x, y, t, t & 1);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}
