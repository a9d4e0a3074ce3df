/* A wait_flag on PIPE_S orders everything the scalar unit issues after
   it: V's result reaches MTE3 through a V -> S flag alone, because the
   store is issued only once S has waited.  Clean.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
#include "ascsim.h"

__global__ __aicore__ void
fill (__gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  vector_dup (a, (half) 5.0, 1, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_S, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_S, EVENT_ID0);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *y = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, fill (y));
  ascsim_expect ((float) y[0] == 5.0f, "y = 5");
  return ascsim_finish ();
}

/* { dg-final { exit-status 0 } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
