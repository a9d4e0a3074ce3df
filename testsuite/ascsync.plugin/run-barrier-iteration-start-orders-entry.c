/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* As run-barrier-iteration-start.c, but A is filled by a vector op
   before the loop: the barrier at the start of the iteration orders
   that op before the first row's too, so it runs in the first
   iteration as well (left out there, the simulator reports the
   vmuls reading A before the fill has written it).  */
#define FILL_BY_VECTOR 1
#include "barrier-iteration-start.h"
/* { dg-final { scan-ascsync-dump-times "pipe_barrier \\(V\\)" 1 } } */
/* { dg-final { scan-ascsync-dump "start of B\[0-9\]+: pipe_barrier \\(V\\) .dep" } } */
