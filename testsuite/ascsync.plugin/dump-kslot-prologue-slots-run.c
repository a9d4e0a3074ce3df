/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,plan" } */
/* Quadruple buffering with a prologue (the kernel of
   run-rearm-two-carried-pairs.c): a loop of at most three iterations
   loads tiles 0, 1 and 2 into slots 0, 1 and 2 (a counter moving by 1
   modulo 4), then the tile loop prefetches tile T + 3 into slot
   (T + 3) % 4.  The prologue's loads touch only the slots of the
   iterations it runs, not slot 3, so the first prefetch, into slot 3,
   meets none of them, and no pipe_barrier (MTE2) goes between the
   prologue and the tile loop; each later prefetch into a slot the
   prologue loaded waits, through V, for the compute of that tile.  */
#include "run-rearm-two-carried-pairs.c"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 29 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x3000\\)~\\{L\[0-9\] 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000 3:0x3000\\.\\.0x4000\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
