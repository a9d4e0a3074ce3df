/* Twin of checker-flag-already-set.c: the two loads signal V on two
   event ids, so no flag is set twice; clean, and y = 2 x.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
#include "ascsim.h"

__global__ __aicore__ void
two_loads (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  copy_gm_to_ubuf (b, x, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID1);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID1);
  vadd (a, a, b, 1, 1, 1, 1, 8, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256), *y = ascsim_gm_alloc (256);
  for (int i = 0; i < 128; i++)
    x[i] = (half) i;
  ASCSIM_LAUNCH (1, two_loads (x, y));
  int ok = 1;
  for (int i = 0; i < 128; i++)
    ok &= (float) y[i] == (float) (2 * i);
  ascsim_expect (ok, "y = 2 x");
  return ascsim_finish ();
}

/* { dg-final { exit-status 0 } } */
/* { dg-final { output-not-contains "flag-already-set" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
