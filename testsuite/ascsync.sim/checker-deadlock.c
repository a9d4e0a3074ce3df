/* The checker reports a wait_flag that no set_flag ever satisfies: V
   waits for (PIPE_MTE2, PIPE_V, EVENT_ID0), which is never set, so V,
   and MTE3 behind it, never finish.  Twin: checker-deadlock-synced.c.  */
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
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);     /* never set */
  vadds (b, a, (half) 1.0, 1, 1, 1, 8, 8);
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
/* { dg-final { output-contains {checker-deadlock.c:15: error: deadlock: no pipe can make progress} } } */
/* { dg-final { output-contains {PIPE_V at wait_flag\(PIPE_MTE2, PIPE_V, EVENT_ID0\) at \S*checker-deadlock.c:15; PIPE_MTE3 at wait_flag\(PIPE_V, PIPE_MTE3, EVENT_ID0\)} } } */
/* { dg-final { output-contains "1 launch, 1 finding," } } */
