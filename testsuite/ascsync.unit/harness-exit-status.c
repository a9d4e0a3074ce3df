/* Harness self-test: a run that must exit with status 3
   (dg-ascsync-expect-exit), as negative simulator tests exit with 1.  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 3 } */
#include <stdio.h>

int
main (void)
{
  puts ("exiting with 3");
  return 3;
}

/* { dg-final { exit-status 3 } } */
/* { dg-final { output-contains "exiting with 3" } } */
