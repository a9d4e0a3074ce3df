/* Twin of checker-scalar-ub-race.c: set_flag/wait_flag (PIPE_V, PIPE_S)
   before the scalar read of the vcadd result; clean, and the sum is
   right.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
#include "ascsim.h"

__global__ __aicore__ void
sum_to_gm (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *s = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vcadd (s, a, 1, 1, 1, 8);
  set_flag (PIPE_V, PIPE_S, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_S, EVENT_ID0);
  y[0] = s[0];
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256), *y = ascsim_gm_alloc (32);
  for (int i = 0; i < 128; i++)
    x[i] = (half) 1.0;
  ASCSIM_LAUNCH (1, sum_to_gm (x, y));
  ascsim_expect ((float) y[0] == 128.0f, "y[0] = 128");
  return ascsim_finish ();
}

/* { dg-final { exit-status 0 } } */
/* { dg-final { output-contains "scalar=2 " } } */
/* { dg-final { output-not-contains "race-inter-pipe" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
