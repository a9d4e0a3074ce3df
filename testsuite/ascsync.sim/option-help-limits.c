/* --ascsim-help documents the instruction budget with its default, the
   block limit of a launch, and that misuse exits with status 2.  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-help" } */
#include "ascsim.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  puts ("not reached");
  return 1;
}

/* { dg-final { exit-status 0 } } */
/* { dg-final { output-contains {--ascsim-max-instructions=N\n +instruction budget of a block \(default\n +10000000\): } } } */
/* { dg-final { output-contains {A launch has 1 to 65535 blocks \(ASCSIM_MAX_BLOCKS\)} } } */
/* { dg-final { output-contains {"ascsim: error: \.\.\." and exit status 2} } } */
/* { dg-final { output-not-contains {not reached} } } */
