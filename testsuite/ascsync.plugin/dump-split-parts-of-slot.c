/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Three loads into one slot at constant distances from its start
   (split-parts-of-slot.h), each of a tail tile's count: the count
   assumption bounds the count's atom (at most 1024 / 16 blocks), and
   the three are compared through the slot's pointer, the constants
   their offsets from it, so no pipe_barrier (MTE2) goes between them.
   Twins: run-split-parts-of-slot.c, dump-split-parts-of-slot-near.c.  */
#include "split-parts-of-slot.h"
/* { dg-final { scan-ascsync-dump "split: \\\[P\\+2048\\+0\\*y, P\\+2048\\+32\\*y\\) with y = s\[0-9\]+ >> 0 <= 64 " } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
