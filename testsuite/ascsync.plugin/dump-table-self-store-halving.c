/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* A local array of row counts "m" is stored from data clamped to
   [0, 12] and from its own values ("m[b] -= m[b] / 2"): its values are
   joined over its stores to a fixpoint, [0, 12].  The rows a level adds
   to bag b start "(m[b] - m[b] / 2) * D" floats into it, which interval
   arithmetic takes down to -6 rows; evaluated at each of m's values it
   is 0 to 6 rows.  So the vadd's reads stay in bag b's 7680 bytes in
   each iteration of the bag loop, and the bags are independent.  */
#include <ascsim.h>
#include "halving-kernel.h"
/* { dg-final { scan-ascsync-dump "line 44 op vadd pipe=V R:UB\\\[\\+0x1000\\.\\.0xf100\\)~\\{L\[0-9\]+,\\+7680/it,b\[0-9\]+,0x1000\\.\\.0x1f00\\}\[^ \]* R:UB\\\[\\+0x1500\\.\\.0x10000\\)~\\{L\[0-9\]+,\\+7680/it,b\[0-9\]+,0x1500\\.\\.0x2e00\\}" } } */
