/* --ascsim-trace-block must name a block a launch can have: 65535 (one
   past the last of ASCSIM_MAX_BLOCKS) is an error that gives the range
   (exit status 2, before anything runs).  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-trace-block=65535" } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  puts ("options accepted");
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: --ascsim-trace-block needs an integer from 0 to 65534, not '65535'} } } */
/* { dg-final { output-not-contains {options accepted} } } */
