/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Twin of dump-tile-grid-step-maybe-zero.c with a step of (S & 3) + 1, at
   least 1: the counter never repeats a value in one run, and the
   stores computed at each of its values 0 .. 8 never meet, so the
   store is "self" disjoint with no pipe_barrier (MTE3).  */
#define STEP(s) (((s) & 3) + 1)
#include "dump-tile-grid-step-maybe-zero.c"
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 \[^\\n\]* W:GM\\\[arg1\[^ \]*\\{L0,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE3\\)" } } */
