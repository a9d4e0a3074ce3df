/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=deps" } */
/* The hand-written sync of hand-conditional-last-set.h orders the
   vadds before the next segment's bias load (no pair of the plugin's):
   the happens-before flow follows no path further once the load's pipe
   is ordered on it, so the states of the paths still to check keep
   what their branches decided (kk == 0, kk == ntiles - 1) instead of
   being merged with those of paths already ordered.  */
#include "hand-conditional-last-set.h"
/* { dg-final { scan-ascsync-dump "V\\) -> op\[0-9\]+ \\(line \[0-9\]+, MTE2\\) WAR carried by L0, distance 1: ordered by hand-written sync" } } */
