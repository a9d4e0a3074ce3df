/* The checker reports a set_flag that may find its flag still set: the
   wait_flag in V consumed the first set in the checker's replay, but
   nothing orders that wait before MTE2's second set, so on the
   hardware MTE2 can set again first.  Twin:
   checker-flag-already-set-synced.c.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
two_loads (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  copy_gm_to_ubuf (b, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);      /* V may not have waited */
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadd (a, a, b, 1, 1, 1, 1, 8, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256), *y = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, two_loads (x, y));
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {error: flag-already-set: set_flag\(PIPE_MTE2, PIPE_V, EVENT_ID0\) may be set again} } } */
/* { dg-final { output-contains "1 launch, 1 finding," } } */
