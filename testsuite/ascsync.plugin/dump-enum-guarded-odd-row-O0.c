/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* The odd row of a halving level, "vadd (r + e, r + e, r + (m - h) * D
   + e, 1, ...)" with h = m / 2 and e = h * D / 64 * 64, runs under "if
   (m > 2 && (m / 2) % 2 == 1)": of m's values [0, 12] only 6, 7, 10
   and 11.  Evaluated at those (GCC's ranges know nothing at -O0), its
   source ends 0x1b80 bytes into bag b (the last byte the 32-lane mask
   enables), inside the bag's 0x1e00; over all of [0, 12] it would
   reach into bag b + 1.  */
#include <ascsim.h>
#include "halving-kernel.h"
/* { dg-final { scan-ascsync-dump "line 59 op vadd pipe=V R:UB\\\[\\+0x1200\\.\\.0xee80\\)~\\{L\[0-9\]+,\\+7680/it,b\[0-9\]+,0x1200\\.\\.0x1c80\\} R:UB\\\[\\+0x1700\\.\\.0xfd80\\)~\\{L\[0-9\]+,\\+7680/it,b\[0-9\]+,0x1700\\.\\.0x2b80\\}" } } */
