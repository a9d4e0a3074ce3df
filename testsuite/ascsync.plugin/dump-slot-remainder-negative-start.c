/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* Slots "t % 3" of a loop from T = -2 (guarded-stage.h), taken only
   after "if (t < 0) continue": GCC's scalar evolution gives t = -2 + N
   in iteration N, so the slot is (N - 2) mod 3 wherever the remainder
   is taken, and the load's "(t + 2) % 3" (computed by GCC through an
   unsigned sum converted back) is N mod 3.  Each access rotates over
   the three slots.  */
#include "guarded-stage.h"
/* { dg-final { scan-ascsync-dump "line 27 op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[\[^ \]*\\)\[^ \]* W:UB\\\[\\+0x0\\.\\.0x3000\\)~?\\{L0 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000\\}" } } */
/* { dg-final { scan-ascsync-dump "line 33 op vmuls pipe=V R:UB\\\[\\+0x0\\.\\.0x3000\\)~?\\{L0 0:0x1000\\.\\.0x2000 1:0x2000\\.\\.0x3000 2:0x0\\.\\.0x1000\\}" } } */
