/* The checker reports two pipes that wait on each other: V waits for
   MTE2 before it sets MTE2's flag, and MTE2 waits for V before it sets
   V's flag.  Twin: checker-deadlock-synced.c.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
cycle (__gm__ half *x)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, cycle (x));
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {checker-deadlock-cycle.c:13: error: deadlock: .*PIPE_V at wait_flag\(PIPE_MTE2, PIPE_V, EVENT_ID0\).*PIPE_MTE2 at wait_flag\(PIPE_V, PIPE_MTE2, EVENT_ID0\)} } } */
/* { dg-final { output-contains {note: the other instruction: wait_flag\(PIPE_V, PIPE_MTE2, EVENT_ID0\)} } } */
/* { dg-final { output-contains "1 launch, 1 finding," } } */
