/* --ascsim-trace in a program that makes no launch writes nothing:
   ascsim_finish says so as an error and returns 2.  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-trace=option-trace-no-launch.json" } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: trace block 0 was never run: the program made no launch; --ascsim-trace wrote nothing} } } */
