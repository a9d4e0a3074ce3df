/* ascsim_launch_next_block with no launch open is an error (exit
   status 2), not a block run on a core that was never set up.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int more = ascsim_launch_next_block ();
  printf ("ascsim_launch_next_block returned %d\n", more);
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: ascsim_launch_next_block with no launch open: call ascsim_launch_begin first \(ASCSIM_LAUNCH does\)} } } */
/* { dg-final { output-not-contains {returned} } } */
