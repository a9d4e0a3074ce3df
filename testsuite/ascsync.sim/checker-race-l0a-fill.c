/* The fill's footprint is its repeat in 512-byte fractals of L0A: a mad
   reading the filled L0A with no MTE1 -> M sync races with the
   set_l0a_2d (MTE1) that writes it, on exactly those bytes.  */
/* { dg-do run } */
/* { dg-additional-options "--no-plugin" } */
/* { dg-ascsync-expect-exit 1 } */
#include "ascsim.h"

__global__ __aicore__ void
k (void)
{
  __ca__ half *l0a = (__ca__ half *) get_imm (0);
  __cb__ half *l0b = (__cb__ half *) get_imm (0);
  __cc__ float *l0c = (__cc__ float *) get_imm (0);
  set_l0_set_value ((half) 1.0);
  set_l0b_2d (l0b, 1);
  set_l0a_2d (l0a, 2);
  set_flag (PIPE_MTE1, PIPE_M, EVENT_ID0);
  wait_flag (PIPE_MTE1, PIPE_M, EVENT_ID0);
  set_l0a_2d (l0a + 512, 1);
  /* Missing: an MTE1 -> M flag for the second fill.  */
  mad (l0c, l0a, l0b, 48, 16, 16, 1);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  ASCSIM_LAUNCH (1, k ());
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {checker-race-l0a-fill.c:20: error: race-inter-pipe: PIPE_MTE1 writes L0A bytes \[0x400, 0x600\) and the later mad.f32 \(M\) at \S*checker-race-l0a-fill.c:22 reads them} } } */
/* { dg-final { output-contains "1 launch, 1 finding," } } */
