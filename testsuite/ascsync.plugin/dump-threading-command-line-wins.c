/* { dg-do compile } */
/* { dg-options "-O2 -fthread-jumps -fplugin-arg-ascsync-dump=ops,plan" } */
/* The loop of dump-threading-off-pipelined-loop.c with -fthread-jumps
   on the command line: the user's choice stands, GCC threads the first
   iteration's path into the loop, and stage 2's slots get no rotation
   (as with threading=yes).  */
#include "pipelined-join-count-param.h"

/* { dg-final { scan-ascsync-dump "wait_flag \\(MTE3, V, 0\\)" } } */
/* { dg-final { scan-ascsync-dump-not "\\(MTE3, V, 0 \\+ iteration" } } */
/* { dg-final { scan-ascsync-dump-not "jump threading is off" } } */
