/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* A loop-carried pair joined by a second producer that neither comes
   after its set nor before it on every path: the acc row of row i + 1
   is prefetched in one branch (line 25) or, on a chained row, loaded
   back in another branch after the store (line 30); the src prefetch
   (line 23) always runs.  The reload joins the MTE2 -> V and MTE2 ->
   MTE3 pairs of the prefetches (the adds and the store of the next
   iteration wait for either load), their sets moved to the nearest
   point after both branches, which post-dominates every producer: no
   MTE2 work but the reload lies between the old set and it, so the
   prefetches' flags are not delayed.  Without the join the reload
   needed MTE2 -> V and MTE2 -> MTE3 pairs of its own, found no event
   id left beside the three rotating ones, and fell back to draining
   MTE2 (set/wait MTE2 -> S) before the adds and on the loop exit.  The
   MTE2 -> MTE3 pair, joined by the reload, then goes as a whole: the
   MTE2 -> V pair and the store's wait for the adds order it.  */
#include "carried-set-join.h"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ \\(line 30, MTE2\\) -> op\[0-9\]+ \\(line 27, V\\) RAW\\+WAW carried by L\[0-9\]+, distance 1: joins pair" } } */
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ \\(line 30, MTE2\\) -> op\[0-9\]+ \\(line 28, MTE3\\) RAW carried by L\[0-9\]+, distance 1: joins pair" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(MTE3, MTE2, \[0-9\]\\) \\\[dep op\[0-9\]+\\\] line 30\n;;   start of B\[0-9\]+: set_flag \\(MTE2, V, 0 \\+ iteration of L\[0-9\]+ mod 3\\) \\\[dep op\[0-9\]+\\\] line 23" } } */
/* { dg-final { scan-ascsync-dump-not "set_flag \\(MTE2, MTE3, " } } */
/* { dg-final { scan-ascsync-dump-not "\\\[fallback" } } */
