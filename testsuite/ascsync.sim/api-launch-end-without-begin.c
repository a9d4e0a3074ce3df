/* ascsim_launch_end with no launch open is an error (exit status 2)
   that says to begin the launch first.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  ascsim_launch_end ();
  puts ("ascsim_launch_end returned");
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: ascsim_launch_end with no launch open: call ascsim_launch_begin first \(ASCSIM_LAUNCH does\)} } } */
/* { dg-final { output-not-contains {returned} } } */
