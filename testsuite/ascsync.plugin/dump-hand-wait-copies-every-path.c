/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=deps,plan" } */
/* Mode keep: a hand-written wait written in both arms of a branch (as
   GCC copies one into each exit of a loop it unrolls) orders what
   follows the branch in later tiles: on every path to the load one
   copy of the wait stands, each with the slot's id, so a dependence
   carried from the store of a tile three back is ordered by the
   hand-written flag though no one wait dominates the load.  */
#include "hand-wait-copies.h"
/* { dg-final { scan-ascsync-dump "MTE3\\) -> op\[0-9\]+ \\(line \[0-9\]+, MTE2\\) WAR carried by L\[0-9\]+, distance 3: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "V\\) -> op\[0-9\]+ \\(line \[0-9\]+, MTE2\\) WAR\\+WAW carried by L\[0-9\]+, distance 3: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump-not "new pair" } } */
