/* Twin of checker-flag-left-set.c: a wait_flag at the end drains the
   WAR flag; clean.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
#include "ascsim.h"

__global__ __aicore__ void
add_one (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadds (b, a, (half) 1.0, 1, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256), *y = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, add_one (x, y));
  return ascsim_finish ();
}

/* { dg-final { exit-status 0 } } */
/* { dg-final { output-not-contains "flag-left-set" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
