/* { dg-do run } */
/* { dg-options "-O2 -DSTEP=128 -fplugin-arg-ascsync-mode=off" } */
/* { dg-ascsync-expect-exit 1 } */
/* The kernel of run-call-gm-placed-by-argument-overlap.c without any
   sync: the overlapping stores of successive calls race, and the
   checker finds them.  */
#include <ascsim.h>
#include "call-gm-by-argument.h"
#define CALL_N 1152
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains "race-intra-pipe: PIPE_MTE3 writes GM bytes" } } */
