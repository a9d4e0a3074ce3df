/* { dg-do run } */
/* { dg-ascsync-expect-exit 1 } */
/* pipe_barrier(PIPE_S) is a hardware error. */

#include "ascsim.h"

__global__ __aicore__ void
bad_kernel (__gm__ half *x)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (ub, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  pipe_barrier (PIPE_S);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (4096);
  ASCSIM_LAUNCH (1, bad_kernel (x));
  puts ("host still running after the bad call");
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {error: barrier-pipe-s: pipe_barrier.PIPE_S. is a hardware error} } } */
/* { dg-final { output-count {error: } 1 } } */
/* { dg-final { output-contains {host still running after the bad call} } } */
