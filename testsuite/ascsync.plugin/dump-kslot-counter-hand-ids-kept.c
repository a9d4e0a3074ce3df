/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* mode=keep: the triple-buffered loop of dump-kslot-counter-rotation.c
   as written.  Its hand-written pairs take the slot counter, "if (++s
   == 3) s = 0", as event id: it rotates over three ids with the loop's
   iterations as the slots do, so the dependences three tiles apart are
   ordered by the hand-written sync, and the plugin adds nothing.  */
#include "dump-kslot-counter-rotation.c"
/* { dg-final { scan-ascsync-dump "V\\) -> op\[0-9\]+ \\(line \[0-9\]+, MTE2\\) WAR carried by L\[0-9\], distance 3: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "MTE3\\) -> op\[0-9\]+ \\(line \[0-9\]+, V\\) WAR carried by L\[0-9\], distance 3: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump-not "new pair" } } */
/* { dg-final { scan-ascsync-dump "plan: 0 insertions" } } */
