/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=virtual -fplugin-arg-ascsync-warn=no-opaque-call" } */
/* The kernel of run-call-flag-pending-in-loop.c: a loop whose body
   starts with an indirect call (fenced: it may issue pipe work; the
   run test checks the warning) and whose vmax reads the slot the next
   iteration's load writes.  The pipe_barrier (PIPE_ALL) before the
   next call orders the vmax before that load on every path (the
   happens-before flow), so the structured plan keeps no loop-carried
   V -> MTE2 flag set across the call, and plans the function itself
   (it used to, and the data-flow planner served instead).  */
#include "run-call-flag-pending-in-loop.c"

/* { dg-final { scan-ascsync-dump-not "the data-flow planner serves" } } */
/* { dg-final { scan-ascsync-dump "v\[0-9\]+ all ALL->ALL pipe_barrier before op\[0-9\]+ \\(line 34\\)" } } */
/* { dg-final { scan-ascsync-dump-not "V->MTE2 in L" } } */
