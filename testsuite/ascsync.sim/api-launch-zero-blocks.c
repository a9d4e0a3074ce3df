/* A launch of 0 blocks is an error (exit status 2) that gives the valid
   range.  */
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
  ASCSIM_LAUNCH (0, empty_kernel ());
  puts ("launch returned");
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: launch of empty_kernel \(\) with 0 blocks: the block count must be from 1 to 65535 \(ASCSIM_MAX_BLOCKS\)} } } */
/* { dg-final { output-not-contains {launch returned} } } */
