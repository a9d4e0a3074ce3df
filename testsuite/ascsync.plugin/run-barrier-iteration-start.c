/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Two vector ops in branches taken on data carry dependences round the
   loop (barrier-iteration-start.h, A filled from GM).  Right before
   each op, a barrier orders only that op's dependence and runs only
   when its branch is taken: two barriers, both often.  One barrier at
   the start of the iteration orders both, and it is left out in the
   first iteration of the loop (no earlier row then).  The simulator
   checks A and that nothing races.  */
#define FILL_BY_VECTOR 0
#include "barrier-iteration-start.h"
/* { dg-final { scan-ascsync-dump-times "pipe_barrier \\(V\\)" 1 } } */
/* { dg-final { scan-ascsync-dump "start of B\[0-9\]+: pipe_barrier \\(V\\) after the first iteration of L" } } */
