/* The checker reports scalar stores to UB read by a later vector
   instruction with no set_flag/wait_flag (PIPE_S, PIPE_V): issuing the
   vector instruction after the stores does not order them on the
   hardware.  Twin: checker-scalar-store-race-synced.c.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
ramp_plus_one (__gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  for (int i = 0; i < 128; i++)
    a[i] = (half) i;
  vadds (b, a, (half) 1.0, 1, 1, 1, 8, 8);      /* no S -> V sync */
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *y = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, ramp_plus_one (y));
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {error: race-inter-pipe: PIPE_S writes UB bytes \[0x[0-9a-f]+, 0x[0-9a-f]+\) and the later vadds.f16 \(V\)} } } */
/* { dg-final { output-contains {needs set_flag\(PIPE_S, PIPE_V, id\)} } } */
/* { dg-final { output-not-contains "uninitialised-read" } } */
/* { dg-final { output-not-contains "race-intra-pipe" } } */
