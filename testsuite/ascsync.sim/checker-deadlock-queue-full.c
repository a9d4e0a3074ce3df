/* { dg-do run } */
/* { dg-ascsync-expect-exit 1 } */
/* A deadlock that needs the finite pipe queues (910A model: depth 32):
   MTE2 waits for V at the head of its queue, then 40 loads fill the
   queue, and the set_flag(PIPE_V, PIPE_MTE2) that would release it comes
   later in program order.  With unbounded queues the program would be
   fine; on the hardware the scalar unit stalls on the full MTE2 queue
   and never issues the set.  */

#include "ascsim.h"

#define LOADS 40

__global__ __aicore__ void
hang_kernel (__gm__ half *x)
{
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  for (int i = 0; i < LOADS; i++)
    copy_gm_to_ubuf ((__ubuf__ half *) get_imm (i * 32), x + i * 16, 0, 1,
                     1, 0, 0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (LOADS * 32);
  ASCSIM_LAUNCH (1, hang_kernel (x));
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {error: deadlock: the pipe queues .depth 32. fill up} } } */
/* { dg-final { output-contains {PIPE_MTE2: wait_flag.PIPE_V, PIPE_MTE2, EVENT_ID0.} } } */
/* { dg-final { output-count {error: } 1 } } */
