/* { dg-do run } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,plan" } */
/* The kernel of dump-kslot-prologue-slots-run.c at -O0, where GCC does
   not rotate loops: the prologue's header tests "p < 3" before its
   body, so the header runs four times a run, the loads three.  The
   loads touch the slots of the iterations that reach them, 0, 1 and 2
   (every exit leaves before their block: sync_loop_block_runs), not
   slot 3, so no pipe_barrier (MTE2) goes between the prologue and the
   tile loop.  The simulator checks the results and that nothing
   races.  */
#include "run-rearm-two-carried-pairs.c"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 29 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x3000\\)~\\{L\[0-9\] 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000 3:0x3000\\.\\.0x4000\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
