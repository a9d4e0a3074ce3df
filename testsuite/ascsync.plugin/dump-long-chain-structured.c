/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,virtual" } */
/* A tile of 480 vector steps, a function of some 480 operations: the
   structured planner plans it (the data-flow planner serves only above
   800 operations now that the placement's CFG questions are answered
   from an index and only neighbouring steps of a chain are planned).  */
#include "long-vector-chain.h"
/* { dg-final { scan-ascsync-dump "function k: \[0-9\]+ blocks, 4\[0-9\]\[0-9\] operations" } } */
/* { dg-final { scan-ascsync-dump-not "data-flow planner serves" } } */
/* { dg-final { scan-ascsync-dump "virtual pairs" } } */
