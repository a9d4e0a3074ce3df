/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* At -O0 GCC threads no jumps: the counter a load written out under
   "if (1 < n)" uses (prologue-written-out.h) is a PHI of 0 (the load
   under "if (0 < n)" not taken) and 1.  Where "1 < n" holds, "0 < n"
   held too (the comparisons dominating the load, and GCC's ranges
   there, decide the branches the PHI joins: gimple_under.cc), so the
   counter is 1 and the load writes slot 1 alone, not slots 0 and 1
   (which would need a pipe_barrier (PIPE_MTE2) after the load of slot
   0).  */
#include "prologue-written-out.h"
/* { dg-final { scan-ascsync-dump "op1 line 45 op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\+0x100\\.\\.0x200\\) W:UB\\\[\\+0x1100\\.\\.0x1200\\)\n" } } */
/* { dg-final { scan-ascsync-dump "op2 line 46 op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\+0x200\\.\\.0x300\\) W:UB\\\[\\+0x1200\\.\\.0x1300\\)\n" } } */
