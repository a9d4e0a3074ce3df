/* { dg-do run } */
/* { dg-ascsync-expect-exit 1 } */
/* An operand running past the end of UB (256 KiB) is reported, never touched. */

#include "ascsim.h"

__global__ __aicore__ void
bad_kernel (__gm__ half *x)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (ub, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadd (ub, ub, (__ubuf__ half *) get_imm (0x3ff00), 2, 1, 1, 1, 8, 8, 8);
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
/* { dg-final { output-contains {error: bad-address: vadd: operand 'src1' touches UB bytes} } } */
/* { dg-final { output-count {error: } 1 } } */
/* { dg-final { output-contains {host still running after the bad call} } } */
