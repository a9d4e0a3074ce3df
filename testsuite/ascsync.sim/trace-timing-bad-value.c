/* An unknown --ascsim-trace-timing value is an error that lists the
   valid ones (exit status 2, before anything runs).  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-trace-timing=fastest" } */
/* { dg-ascsync-expect-exit 2 } */
#include <stdio.h>
#include "ascsim.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  printf ("options accepted\n");
  return ascsim_finish ();
}
/* { dg-final { output-contains "unknown trace timing 'fastest'" } } */
/* { dg-final { output-contains "valid: written, barrier-all, ideal" } } */
