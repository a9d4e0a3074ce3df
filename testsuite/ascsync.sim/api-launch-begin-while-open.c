/* A second ascsim_launch_begin while a launch is open (its blocks ran
   but ascsim_launch_end was never called) is an error (exit status 2)
   naming both launches.  */
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
  ascsim_launch_begin ("first ()", 2);
  while (ascsim_launch_next_block ())
    empty_kernel ();
  ascsim_launch_begin ("second ()", 1);
  puts ("second launch begun");
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: ascsim_launch_begin \(second \(\)\) while the launch of first \(\) is open: close that with ascsim_launch_end first \(ASCSIM_LAUNCH does both\)} } } */
/* { dg-final { output-not-contains {second launch begun} } } */
