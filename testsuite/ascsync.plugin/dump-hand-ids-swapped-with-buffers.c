/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* Mode keep: hand-written event ids swapped by value in lockstep with
   the buffer pointers they guard, both going on from one run of the
   tile loop to the next in a phase unknown per run, are trusted: the
   two swap cycles take one phase (their entry values are a rotation
   by one shift of their constants, proved jointly), so each id names
   its buffer's slot and the loads wait for the store two tiles back
   by the hand-written flag.  The plugin adds no pair, only the barrier
   between stores whose GM ranges it cannot tell apart.  */
#include "hand-ids-swapped.h"
/* { dg-final { scan-ascsync-dump "MTE3\\) -> op\[0-9\]+ \\(line \[0-9\]+, MTE2\\) WAR carried by L\[0-9\]+, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "V\\) -> op\[0-9\]+ \\(line \[0-9\]+, MTE2\\) WAR\\+WAW carried by L\[0-9\]+, distance 2: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump-not "new pair" } } */
/* { dg-final { scan-ascsync-dump "summary k: deps=\[0-9\]+ set=0 wait=0 " } } */
