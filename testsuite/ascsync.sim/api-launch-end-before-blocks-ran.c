/* ascsim_launch_end while blocks of the launch are still to run (here
   after the first of three started) is an error (exit status 2), not a
   launch that reports a partial result with block 0 left running.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

__global__ __aicore__ void
empty_kernel (void)
{
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  ascsim_launch_begin ("empty_kernel ()", 3);
  if (ascsim_launch_next_block ())
    empty_kernel ();
  ascsim_launch_end ();
  puts ("ascsim_launch_end returned");
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: ascsim_launch_end of the launch of empty_kernel \(\) before its blocks ran \(0 of 3 done\): call ascsim_launch_next_block until it returns 0 first \(ASCSIM_LAUNCH does\), and never from a kernel} } } */
/* { dg-final { output-not-contains {returned} } } */
