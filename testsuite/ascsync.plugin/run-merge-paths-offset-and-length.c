/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* An edge tile's load and vadds start HALO into the slot and are HALO
   shorter: offset and length are PHIs of the block where the edge's
   branch joins the other path.  Taken apart they would reach HALO past
   the slot, into the next; taken edge by edge (gimple_mergepath.cc)
   the vadds stays in its slot, so the next tile's load into the other
   slot need not wait for it.  The simulator checks the results, that
   nothing races and that no flag is left set.  */
#include "edge-tile-kernel.h"
/* { dg-final { scan-ascsync-dump "line 29 op vadds pipe=V R:UB\\\[\\+0x0\\.\\.0x1000\\)~\\{L0 0:0x0\\.\\.0x800 1:0x800\\.\\.0x1000\\} W:UB\\\[\\+0x1000\\.\\.0x2000\\)~\\{L0 0:0x1000\\.\\.0x1800 1:0x1800\\.\\.0x2000\\}" } } */
/* { dg-output "wrong 0" } */
