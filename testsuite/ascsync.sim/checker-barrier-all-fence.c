/* pipe_barrier (PIPE_ALL) is a full fence, including the scalar unit's
   own accesses: scalar stores to UB, then the barrier, then a vector
   read and an MTE3 store of the result are clean.  The same kernel
   without the barrier (second launch) races.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
ramp_plus_one (__gm__ half *y, int fence)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  for (int i = 0; i < 128; i++)
    a[i] = (half) i;
  if (fence)
    pipe_barrier (PIPE_ALL);
  vadds (b, a, (half) 1.0, 1, 1, 1, 8, 8);
  pipe_barrier (PIPE_ALL);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *y = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, ramp_plus_one (y, 1));
  ascsim_expect (ascsim_last_result ()->findings == 0,
                 "with PIPE_ALL: no findings");
  ascsim_expect ((float) y[127] == 128.0f, "with PIPE_ALL: y = x + 1");
  ASCSIM_LAUNCH (1, ramp_plus_one (y, 0));
  ascsim_expect (ascsim_last_result ()->finding_count
                 [ASCSIM_F_RACE_INTER_PIPE] > 0,
                 "without PIPE_ALL: scalar stores race with vadds");
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {error: race-inter-pipe: PIPE_S writes UB} } } */
/* { dg-final { output-not-contains "FAIL: " } } */
