/* The checker reports a flag still set when the kernel ends: the
   WAR flag (PIPE_V, PIPE_MTE2, EVENT_ID1) is set after the vector read
   but no wait_flag drains it, so it would leak into the next kernel.
   Twin: checker-flag-left-set-synced.c.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
add_one (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadds (b, a, (half) 1.0, 1, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);      /* never waited for */
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256), *y = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, add_one (x, y));
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {checker-flag-left-set.c:19: error: flag-left-set: set_flag\(PIPE_V, PIPE_MTE2, EVENT_ID1\) is still set when the kernel ends} } } */
/* { dg-final { output-contains "1 launch, 1 finding," } } */
