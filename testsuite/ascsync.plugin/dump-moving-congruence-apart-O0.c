/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan" } */
/* As dump-moving-congruence-apart.c at -O0, where the loop's test is in
   its header: the header runs 9 times, the body 8, so the loads of the
   body are at most 7 iterations apart, where the bursts of one lie
   between those of the other (8 apart they would meet).  No
   pipe_barrier (MTE2) between them.  */
#include "moving-congruence.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\n\]*\\{nmod=0x100:0x0\\+0x20\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
