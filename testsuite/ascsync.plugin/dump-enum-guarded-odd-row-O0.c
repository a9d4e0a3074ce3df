/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* The odd row of a halving level, "vadd (r + e, r + e, r + (m - h) * D
   + e, 1, ...)" with h = m / 2 and e = h * D / 64 * 64, runs under "if
   (m > 2 && (m / 2) % 2 == 1)": of m's values [0, 12] only 6, 7, 10
   and 11.  Evaluated at those (GCC's ranges know nothing at -O0), its
   source ends 0x1c00 bytes into bag b with the 32-lane mask, inside the
   bag; over all of [0, 12] it would reach 0x1f00, into bag b + 1.  */
#include <ascsim.h>
#include "halving-kernel.h"
/* { dg-final { scan-ascsync-dump "line 59 op vadd pipe=V R:UB\\\[\\+0x1200\\.\\.0xef00\\)~\\{L\[0-9\]+,\\+7680/it,b\[0-9\]+,0x1200\\.\\.0x1d00\\} R:UB\\\[\\+0x1700\\.\\.0xfe00\\)~\\{L\[0-9\]+,\\+7680/it,b\[0-9\]+,0x1700\\.\\.0x2c00\\}" } } */
