/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=deps" } */
/* bag-tree-kernel.h at -O0, where the loads of rows 0..3 are planned
   before those of rows 4..7, which run first: the pair of rows 0..3
   (after level 3) would take rows 4..7's dependence on level 1 by
   moving its wait up before their loop, its set staying after level 3.
   The loads of rows 4..7 would then wait for levels 2 and 3 (the
   mirror of dump-join-held-by-chain.c; sync_place.c,
   join_holds_consumer), so they get their own pair.  */
#include "bag-tree-kernel.h"
/* { dg-final { scan-ascsync-dump "\\(line 27, V\\) -> op\[0-9\]+ \\(line 22, MTE2\\) WAR carried by L\[0-9\]+, distance 2: new pair v\[0-9\]+ \\(joining v\[0-9\]+ would hold op\[0-9\]+ for op\[0-9\]+\\)" } } */
/* { dg-final { scan-ascsync-dump "\\(line 29, V\\) -> op\[0-9\]+ \\(line 25, MTE2\\) WAR carried by L\[0-9\]+, distance 2: new pair" } } */
