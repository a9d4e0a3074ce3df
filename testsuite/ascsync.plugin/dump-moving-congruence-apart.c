/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Eight 1-block bursts 8 blocks apart, the pointer moving by one block
   an iteration (moving-congruence.h): the pointer is known modulo the
   period of the bursts in no iteration, but each iteration's bytes lie
   one block further in that period ("nmod": period, offset, length),
   so iterations up to 7 apart are disjoint and the loads need no
   pipe_barrier (MTE2) between them.  Twins:
   dump-moving-congruence-overlap.c, run-moving-congruence-apart.c.  */
#include "moving-congruence.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\n\]*\\{nmod=0x100:0x0\\+0x20\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
