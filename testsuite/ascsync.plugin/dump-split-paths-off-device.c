/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-ascsync-dump=ops,plan" } */
/* At -O3 GCC's path splitting would copy the loop's tail, the call of
   the tile and the exit test, into both arms of "left < 4 ? left : 4";
   the two copies of one dependence then cannot be placed as one pair
   around the latch and the plan orders them back to back.  Device
   functions get -fsplit-paths off (the ops dump says so), so the loop
   keeps one call, as at -O2.  */
#include "split-paths-tail.h"
/* { dg-final { scan-ascsync-dump "path splitting is off in this function" } } */
/* { dg-final { scan-ascsync-dump-times "op\[0-9\]+ line 27 call tile" 1 } } */
