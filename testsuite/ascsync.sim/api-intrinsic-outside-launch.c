/* An intrinsic called by the host program outside ASCSIM_LAUNCH is an
   error (exit status 2) with its call site.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  pipe_barrier (PIPE_ALL);
  puts ("pipe_barrier returned");
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: [^ ]*api-intrinsic-outside-launch.c:11: pipe_barrier called outside ASCSIM_LAUNCH: intrinsics run only in a kernel launched with ASCSIM_LAUNCH} } } */
/* { dg-final { output-not-contains {returned} } } */
