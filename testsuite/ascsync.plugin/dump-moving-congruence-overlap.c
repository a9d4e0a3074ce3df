/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* As dump-moving-congruence-apart.c with 2-block bursts: the bursts of
   iterations R and R + 1 overlap by a block, so the loads keep a
   pipe_barrier (MTE2) between them.  Twin:
   run-moving-congruence-overlap.c.  */
#define BURST 2
#include "moving-congruence.h"
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE2\\)" } } */
