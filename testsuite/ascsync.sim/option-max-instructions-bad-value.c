/* --ascsim-max-instructions takes an integer from 1 to 10^12: 0 is an
   error that gives the range (exit status 2, before anything runs).  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-max-instructions=0" } */
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
/* { dg-final { output-contains {ascsim: error: --ascsim-max-instructions needs an integer from 1 to 1000000000000, not '0'} } } */
/* { dg-final { output-not-contains {options accepted} } } */
