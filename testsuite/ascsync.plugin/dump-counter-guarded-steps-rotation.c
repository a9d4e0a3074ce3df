/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* Two slot counters of a software-pipelined loop from t = -3
   (counter-pipelined-continue.h): LS steps in the iterations where
   "t + 3 < ntiles" (the first ones), CS in those where "t >= 0" (all
   but the first three), and each slot is used only in the iterations
   its counter steps in.  So in iteration N the load writes slot N mod
   4 and the vadds reads slot (N - 3) mod 4: the vadds waits for the
   load three iterations back, not the one of its own iteration.  */
#include "counter-pipelined-continue.h"
/* { dg-final { scan-ascsync-dump "line 27 op vadds pipe=V R:UB\\\[\\+0x1000\\.\\.0x9000\\)~?\\{L0 0:0x1800\\.\\.0x2000 1:0x2000\\.\\.0x2800 2:0x2800\\.\\.0x3000 3:0x1000\\.\\.0x1800\\}" } } */
/* { dg-final { scan-ascsync-dump "\\(line 19, MTE2\\) -> op\[0-9\]+ \\(line 27, V\\) RAW carried by L0, distance 3" } } */
