/* Twin of checker-order-inversion.c: the store is written after the
   vector_dup it waits for, so program order and hardware order agree
   and the store sees 3.0.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
#include "ascsim.h"

__global__ __aicore__ void
store_late (__gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  vector_dup (a, (half) 2.0, 1, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  vector_dup (a, (half) 3.0, 1, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID1);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID1);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *y = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, store_late (y));
  ascsim_expect ((float) y[0] == 3.0f, "y[0] = 3");
  return ascsim_finish ();
}

/* { dg-final { exit-status 0 } } */
/* { dg-final { output-not-contains "order-inversion" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
