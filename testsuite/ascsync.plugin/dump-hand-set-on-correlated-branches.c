/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=deps" } */
/* Mode keep: a hand-written set on one of two branches of one
   condition ("if (!late) set_flag (...)" after the prefetch, "if (late)
   set_flag (...)" after the store) orders the prefetched tile before
   its use: the happens-before flow follows which way the first branch
   went and skips the paths that take the second the other way (no
   path runs neither set, or both).  The plugin adds no pair for it.  */
#include "hand-set-on-correlated-branches.h"
/* { dg-final { scan-ascsync-dump "\\(line 36, MTE2\\) -> op\[0-9\]+ \\(line 42, V\\) RAW\\+WAW carried by L\[0-9\]+, distance 1: ordered by hand-written sync" } } */
/* { dg-final { scan-ascsync-dump "\\(line 36, MTE2\\) -> op\[0-9\]+ \\(line 45, MTE3\\) RAW carried by L\[0-9\]+, distance 1: ordered by hand-written sync" } } */
