/* The checker reports a wait_flag on PIPE_S that is never satisfied: it
   blocks the scalar unit, so nothing after it is ever issued.  Twin:
   checker-deadlock-synced.c.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
scalar_waits (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  wait_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);     /* never set */
  set_flag (PIPE_S, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_S, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256), *y = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, scalar_waits (x, y));
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {error: deadlock: .*blocked: PIPE_S at wait_flag\(PIPE_MTE2, PIPE_S, EVENT_ID0\)[^;]*\); 4 instructions never run} } } */
/* { dg-final { output-contains "1 launch, 1 finding," } } */
