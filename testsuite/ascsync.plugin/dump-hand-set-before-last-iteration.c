/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* Mode keep, the negative twin of
   dump-hand-set-last-iteration-credited.c: the hand-written set V ->
   MTE2 is under "if (r == nr - 2)", one iteration before the last
   (the predicate "r == nr + -2", not the exit's "r == nr + -1"): the
   last vadd of tile c runs after it, and the load of tile c + 2 into
   the slot must still wait for it.  The plugin adds its pair.  */
#define SET_BACK 2
#include "hand-set-last-iteration.h"
/* { dg-final { scan-ascsync-dump "\\(line 46, V\\) -> op\[0-9\]+ \\(line 40, MTE2\\) WAR carried by L\[0-9\]+, distance 2: new pair" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(V, MTE2, \[^)\]*\\) \\\[dep op\[0-9\]+\\\] line 40" } } */
/* { dg-final { scan-ascsync-dump "summary k: deps=\[0-9\]+ set=\[1-9\]\[0-9\]* wait=\[1-9\]\[0-9\]* barrier=\[0-9\]+ fallback=0 pairs=\[1-9\]" } } */
