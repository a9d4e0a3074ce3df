/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,plan" } */
/* The vector_dup of an edge tile's zeros, on a branch one tile in four
   takes, and the vadds after the join may write the same bytes as far
   as the footprints tell.  The one pipe_barrier (V) that orders them
   goes right after the vector_dup, on the edge's branch, not before the
   vadds, where every tile would run it (sync_barriers.c,
   sink_to_producers).  */
#include "edge-tile-kernel.h"
/* { dg-final { scan-ascsync-dump-times "pipe_barrier \\(V\\)" 1 } } */
/* { dg-final { scan-ascsync-dump "op(\[0-9\]+) line 28 op vector_dup.*after op\\1: pipe_barrier \\(V\\)" } } */
