/* Twin of the checker-deadlock*.c tests: every wait_flag (on V, on MTE2
   and on S) has its set_flag earlier on the other pipe, so nothing
   blocks for ever; clean.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
#include "ascsim.h"

__global__ __aicore__ void
handshakes (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadds (b, a, (half) 1.0, 1, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256), *y = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, handshakes (x, y));
  return ascsim_finish ();
}

/* { dg-final { exit-status 0 } } */
/* { dg-final { output-not-contains "deadlock" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
