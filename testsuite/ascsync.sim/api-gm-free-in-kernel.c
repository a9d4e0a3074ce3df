/* A kernel that calls ascsim_gm_free stops the run with an error naming
   the launch (exit status 2): GM buffers are freed by the host program,
   after the launch.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

__global__ __aicore__ void
free_kernel (__gm__ half *x)
{
  ascsim_gm_free (x);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, free_kernel (x));
  puts ("launch returned");
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: ascsim_gm_free called during the launch of free_kernel \(x\): free GM buffers in the host program, after ASCSIM_LAUNCH} } } */
/* { dg-final { output-not-contains {launch returned} } } */
