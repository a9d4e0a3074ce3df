/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps" } */
/* bag-tree-kernel.h: the pair that lets the loads of rows 4..7 of a
   tile wait for level 1 of the tile two back does not also take the
   dependence of the loads of rows 0..3 on level 3.  Joined, its set
   would move after level 3, and the loads of rows 4..7 would wait for
   levels 2 and 3 too: work of V that counts as the join's cost whole
   (each step alone is short), as the row loads count with their loop's
   iterations (sync_place.c, join_delays).  So each load loop gets its
   pair.  Run: run-join-held-by-chain.c.  */
#include "bag-tree-kernel.h"
/* { dg-final { scan-ascsync-dump "\\(line 29, V\\) -> op\[0-9\]+ \\(line 25, MTE2\\) WAR carried by L\[0-9\]+, distance 2: new pair v\[0-9\]+ \\(joining v\[0-9\]+ would hold op\[0-9\]+ for op\[0-9\]+\\)" } } */
/* { dg-final { scan-ascsync-dump "\\(line 27, V\\) -> op\[0-9\]+ \\(line 22, MTE2\\) WAR carried by L\[0-9\]+, distance 2: new pair" } } */
