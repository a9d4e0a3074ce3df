/* { dg-do run } */
/* The twin of checker-deadlock-queue-full.c: the set_flag is issued
   before the loads, so the wait at the head of the MTE2 queue is
   released and the queue drains.  */

#include "ascsim.h"

#define LOADS 40

__global__ __aicore__ void
flow_kernel (__gm__ half *x)
{
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  for (int i = 0; i < LOADS; i++)
    copy_gm_to_ubuf ((__ubuf__ half *) get_imm (i * 32), x + i * 16, 0, 1,
                     1, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (LOADS * 32);
  ASCSIM_LAUNCH (1, flow_kernel (x));
  return ascsim_finish ();
}

/* { dg-final { output-contains {0 findings, 0 failed checks: PASS} } } */
