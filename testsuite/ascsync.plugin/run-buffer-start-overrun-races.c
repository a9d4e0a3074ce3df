/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise" } */
/* { dg-ascsync-expect-exit 1 } */
/* A kernel that breaks the layout assumption for buffers whose start is
   a multiple of a run-time length: one load through xb[0] fills both
   slots of x (2 * TILE halves, past xb[1]'s start), and the vector
   operation then reads xb[1].  The assumption keeps the load within
   xb[0]'s buffer, so nothing orders the two, and the simulator's
   checker reports the race the breach causes (layout=no orders them:
   run-buffer-start-overrun-layout-off.c).  */
#include <ascsim.h>
#include <stdio.h>
#include "buffer-start-overrun.h"
/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains "race-inter-pipe" } } */
