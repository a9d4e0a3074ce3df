/* The checker reports synchronisation that makes the hardware run two
   conflicting accesses in the opposite order to the program: MTE3's
   store is written before the second vector_dup but waits for a flag
   that V sets only after it, so on the hardware the store sees 3.0
   while the simulator (program order) stores 2.0.  Twin:
   checker-order-inversion-synced.c.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
store_early (__gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  vector_dup (a, (half) 2.0, 1, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID1);     /* set only below */
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
  pipe_barrier (PIPE_V);
  vector_dup (a, (half) 3.0, 1, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID1);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *y = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, store_early (y));
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {error: order-inversion: PIPE_MTE3 reads UB bytes \[0x0, 0x100\), but synchronisation makes the later vector_dup.f16 \(V\)} } } */
/* { dg-final { output-contains "1 launch, 1 finding," } } */
