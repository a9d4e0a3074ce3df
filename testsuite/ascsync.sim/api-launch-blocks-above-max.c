/* A launch of ASCSIM_MAX_BLOCKS + 1 blocks is an error (exit status 2)
   that gives the valid range, before any block runs.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

static int runs;

__global__ __aicore__ void
count_kernel (void)
{
  runs++;
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  ASCSIM_LAUNCH (ASCSIM_MAX_BLOCKS + 1, count_kernel ());
  printf ("%d blocks ran\n", runs);
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: launch of count_kernel \(\) with 65536 blocks: the block count must be from 1 to 65535 \(ASCSIM_MAX_BLOCKS\)} } } */
/* { dg-final { output-not-contains {blocks ran} } } */
