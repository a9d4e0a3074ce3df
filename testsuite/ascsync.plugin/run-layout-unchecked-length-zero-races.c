/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-provenance" } */
/* { dg-ascsync-expect-exit 1 } */
/* A kernel that breaks the layout assumption for a length it does not
   check (layout-unchecked-length.h): given a tile length of 0, its
   buffers all start at 0.  The assumption takes the length to be at
   least 1, so the vadds reading the second slot is not ordered after
   the load into the first, and the simulator's checker reports the
   race the breach causes (layout=no orders them:
   run-layout-unchecked-length-zero-layout-off.c).  */
#define MAIN
#include "layout-unchecked-length.h"
/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains "race-inter-pipe" } } */
