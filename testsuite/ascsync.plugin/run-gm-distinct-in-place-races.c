/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-ascsync-expect-exit 1 } */
/* The kernel of run-gm-distinct-no-in-place.c with the rule that a
   kernel's GM pointer parameters are distinct objects (the default):
   launched in place, the load of x is not ordered after the store to
   y, and the checker reports the race.  */
#include <ascsim.h>
#include "gm-in-place.h"
/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains "race-inter-pipe" } } */
