/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* Mode keep: a hand-written set in an inner loop under "if (r == nr -
   1)" runs in the inner loop's last iteration, so it has run on the
   loop's exit path.  GCC tests "_48 == r" (_48 = nr + -1) in the body
   and leaves the loop when "nr > r + 1" fails.  In every iteration r <
   nr holds (r starts at 0, below nr on the entry edge, where GCC's
   range of nr is [1, ...] after the early return, and comes round the
   back edge only when the exit test held), so the exit test "r + 1 <
   nr" is "r + 1 != nr", that is "r == nr + -1" (constants moved to one
   side): the predicate of the set's test.  The set V -> MTE2 after the
   last vadd then orders every vadd of tile c before the load of tile c
   + 2 into its slot, and the plugin adds no pair.  (Without the
   reading of the exit test as an equality the set was one that some
   paths out of the loop skip, and the plugin added a pair of its
   own.)  */
#define SET_BACK 1
#include "hand-set-last-iteration.h"
/* { dg-final { scan-ascsync-dump "\\(line 46, V\\) -> op\[0-9\]+ \\(line 40, MTE2\\) WAR carried by L\[0-9\]+, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 40, MTE2\\) -> op\[0-9\]+ \\(line 40, MTE2\\) WAW carried by L\[0-9\]+, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "summary k: deps=\[0-9\]+ set=0 wait=0 barrier=0 fallback=0 pairs=0" } } */
