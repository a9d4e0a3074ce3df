/* A kernel that launches a kernel stops the run with an error (exit
   status 2) naming both launches and the running block.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

__global__ __aicore__ void
inner (__gm__ half *x)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (ub, x, 0, 1, 8, 0, 0);
}

__global__ __aicore__ void
outer (__gm__ half *x)
{
  if (get_block_idx () == 1)
    ASCSIM_LAUNCH (1, inner (x));
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (2, outer (x));
  puts ("outer launch returned");
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: launch of inner \(x\) from inside the kernel of the launch of outer \(x\) \(block 1\): a kernel cannot launch a kernel; launch it from the host program} } } */
/* { dg-final { output-not-contains {outer launch returned} } } */
