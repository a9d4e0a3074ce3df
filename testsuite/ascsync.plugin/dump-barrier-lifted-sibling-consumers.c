/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,plan" } */
/* The two branches' vector steps each need a pipe_barrier (V) after
   the tile's first two vector ops.  Moved up from before the first
   step, over the scalar read of the bits and the branch, a barrier
   waits for the same work and holds up the same step, and it then
   also stands before the second step on every path: one barrier, after
   the tile's second vector op, for both (sync_barrier_cover.c); two
   more order the sum after the steps and the last add after it.  */
#include "sibling-consumers.h"
/* { dg-final { scan-ascsync-dump-times "pipe_barrier \\(V\\)" 3 } } */
/* { dg-final { scan-ascsync-dump "op(\[0-9\]+) line 27 op vmuls.*after op\\1: pipe_barrier \\(V\\)" } } */
