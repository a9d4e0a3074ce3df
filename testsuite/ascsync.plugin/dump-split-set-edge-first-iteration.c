/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=plan" } */
/* The plugin's own V -> MTE2 pair of a loop from T = -1: its set goes
   right after the vmuls that frees the slot, and, for the first
   iteration, which skips the vector steps, on the edge that skips them,
   not at the join after the vadds (where it would hold each load back
   by a vadds).  Its ids rotate over two iterations as an unsplit
   pair's do.  */
#include "pipelined-minus-one.h"
/* { dg-final { scan-ascsync-dump "after op1: set_flag \\(V, MTE2, 0 \\+ iteration of L0 mod 2\\)" } } */
/* { dg-final { scan-ascsync-dump "on edge B\[0-9\]+->B\[0-9\]+: set_flag \\(V, MTE2, 0 \\+ iteration of L0 mod 2\\)" } } */
