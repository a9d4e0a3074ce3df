/* { dg-do run } */
/* The well-formed twin of the bad-input tests: the same kernel with valid
   arguments and sync runs clean.  */

#include "ascsim.h"

__global__ __aicore__ void
good_kernel (__gm__ half *x)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (ub, x, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadd (ub, ub, ub + 128, 1, 1, 1, 1, 8, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID3);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID3);
  copy_ubuf_to_gm (x, ub, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (4096);
  for (int i = 0; i < 256; i++)
    x[i] = (half) i;
  ASCSIM_LAUNCH (1, good_kernel (x));
  int ok = 1;
  for (int i = 0; i < 128; i++)
    ok &= (float) x[i] == (float) (i + i + 128);
  ascsim_expect (ok, "x[i] = x[i] + x[i + 128]");
  return ascsim_finish ();
}

/* { dg-final { output-contains {0 findings, 0 failed checks: PASS} } } */
