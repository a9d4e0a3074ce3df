/* { dg-do run } */
/* { dg-ascsync-expect-exit 1 } */
/* Source and destination partially overlapping within a repeat is forbidden by the ISA. */

#include "ascsim.h"

__global__ __aicore__ void
bad_kernel (__gm__ half *x)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (ub, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vexp (ub + 16, ub, 2, 1, 1, 8, 8);   /* dst 32 bytes into src */
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
/* { dg-final { output-contains {error: bad-argument: vexp: operand overlap the ISA forbids} } } */
/* { dg-final { output-count {error: } 1 } } */
/* { dg-final { output-contains {host still running after the bad call} } } */
