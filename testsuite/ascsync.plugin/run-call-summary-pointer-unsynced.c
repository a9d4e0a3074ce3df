/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-mode=off" } */
/* { dg-ascsync-expect-exit 1 } */
/* The kernel of run-call-summary-pointer-tile.c without any sync: its
   dependences cross the helpers' calls, and the checker finds them.  */
#include <ascsim.h>
#include "call-summary-pointer-tile.h"
/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains "race-inter-pipe" } } */
