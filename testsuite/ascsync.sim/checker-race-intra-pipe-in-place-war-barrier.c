/* Twin of checker-race-intra-pipe-in-place-war.c: pipe_barrier
   (PIPE_V) between the read and the in-place rewrite makes the pair
   safe.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
#include "ascsim.h"

__global__ __aicore__ void
sum_then_scale (__gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  vector_dup (a, (half) 2.0, 1, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  vadd (b, a, a, 1, 1, 1, 1, 8, 8, 8);
  pipe_barrier (PIPE_V);
  vmuls (a, a, (half) 3.0, 1, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *y = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, sum_then_scale (y));
  ascsim_expect ((float) y[0] == 4.0f && (float) y[127] == 4.0f, "y = 4");
  return ascsim_finish ();
}

/* { dg-final { exit-status 0 } } */
/* { dg-final { output-not-contains "race-intra-pipe" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
