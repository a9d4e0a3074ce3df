/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=plan" } */
/* The odd rows of a halving level (line 59, in a loop over the bags)
   must be done before the next level's vadds (line 44) read them: a
   barrier between, met only round the level loop's back edge.  GCC's
   profile runs the odd row's block, under two conditions, less often
   than the level loop's header, and the barrier used to go right after
   each odd row: once per bag.  Where the paths from the odd rows leave
   their loop over the bags is on every path to the next level too, and
   runs once per level: the barrier goes there.  */
#include <ascsim.h>
#include "halving-kernel.h"
/* { dg-final { scan-ascsync-dump "start of B\[0-9\]+: pipe_barrier \\(V\\) \\\[dep op\[0-9\]+\\\] line 59" } } */
/* { dg-final { scan-ascsync-dump-not "after op\[0-9\]+: pipe_barrier \\(V\\)" } } */
