/* { dg-do compile } */
/* { dg-options "-O3 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* At -O3 the count of bag 0 stays in a register across the halving
   levels: "m1 = PHI <m[0], m2>", "m2 = m1 - (m1 >> 1)" under "m1 > 1",
   no induction variable.  Its values are those closed under the
   update from the entry values [0, 8] (a fixpoint): [0, 8], so bag 0's
   vadd stays in its rows.  */
#include <ascsim.h>
#include "bag-gather-kernel.h"
/* { dg-final { scan-ascsync-dump "line 53 op vadd pipe=V R:UB\\\[\\+0x1000\\.\\.0x1400\\)~ R:UB\\\[\\+0x1100\\.\\.0x1800\\)~ W:UB\\\[\\+0x1000\\.\\.0x1400\\)~" } } */
