/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* mode=keep: the triple-buffered loop of dump-kslot-mod3-rotation.c as
   written.  Its hand-written pairs take the slot's index as event id,
   "(event_t) (t % 3)", which rotates over three ids with the loop's
   iterations as the slots do: a set of tile T is taken by the wait of
   tile T + 3, on the same slot, so the dependences three tiles apart
   are ordered by the hand-written sync, and the plugin adds no pair
   and no barrier.  */
#include "dump-kslot-mod3-rotation.c"
/* { dg-final { scan-ascsync-dump "V\\) -> op\[0-9\]+ \\(line \[0-9\]+, MTE2\\) WAR carried by L\[0-9\], distance 3: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "MTE3\\) -> op\[0-9\]+ \\(line \[0-9\]+, V\\) WAR carried by L\[0-9\], distance 3: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump-not "new pair" } } */
/* { dg-final { scan-ascsync-dump "plan: 0 insertions" } } */
