/* Twin of the api-launch-* error tests: ascsim_launch_begin,
   ascsim_launch_next_block and ascsim_launch_end called by hand in the
   documented order run every block once and report the launch;
   ascsim_launch_next_block keeps returning 0 after the last block; a
   second launch may follow.  */
/* { dg-do run } */
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
  ascsim_launch_begin ("count_kernel ()", 3);
  while (ascsim_launch_next_block ())
    count_kernel ();
  ascsim_expect (ascsim_launch_next_block () == 0,
                 "next_block returns 0 again after the last block");
  const ascsim_result *r = ascsim_launch_end ();
  ascsim_expect (r && r->blocks == 3 && runs == 3, "3 blocks ran once");
  ASCSIM_LAUNCH (2, count_kernel ());
  ascsim_expect (runs == 5, "then 2 more");
  return ascsim_finish ();
}

/* { dg-final { output-contains {launch count_kernel \(\) blocks=3 } } } */
/* { dg-final { output-contains {2 launches, 0 findings, 0 failed checks: PASS} } } */
