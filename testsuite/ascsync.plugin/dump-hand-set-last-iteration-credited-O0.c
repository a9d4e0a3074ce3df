/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=deps,plan" } */
/* The kernel of dump-hand-set-last-iteration-credited.c at -O0: the
   inner loop exits at its header when "r < nr" fails (r the header's
   PHI), and the set's test "r == _14" (_14 = nr + -1) is in the body.
   Round the back edge r is r + 1 of the last iteration, where the
   header's test said r < nr: there "r + 1 < nr" is "r + 1 != nr", that
   is "r == nr + -1", the predicate of the set's test, so the set has
   run on the loop's exit path.  The plugin adds no pair for the WAR of
   the vadds on the load two tiles later.  (At -O0, unlike at -O2, it
   still adds a pipe_barrier (MTE2) for the load's WAW on itself two
   tiles later, and a pair for the reuse of the MTE2 -> V flag, whose
   wait before the inner loop it does not find ordered before the set
   of two tiles later through the set in that loop's last iteration;
   the test leaves those out.)  */
#define SET_BACK 1
#include "hand-set-last-iteration.h"
/* { dg-final { scan-ascsync-dump "\\(line 46, V\\) -> op\[0-9\]+ \\(line 40, MTE2\\) WAR carried by L\[0-9\]+, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump-not "\\\[dep op\[0-9\]+\\\] line 46" } } */
