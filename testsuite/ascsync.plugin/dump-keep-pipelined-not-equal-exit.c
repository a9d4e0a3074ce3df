/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Keep mode trusts the hand-written sync of a loop from T = -1 whose
   exit GCC tests as "t + 1 != n": where "t + 1 < n" fails, so does the
   exit test, the path that skips the prefetch is the loop's last and
   goes round no more, and the chain of flags orders each load after
   the one two tiles before.  Without that, keep mode adds a
   pipe_barrier (PIPE_MTE2) before every load.  */
#include "pipelined-minus-one.h"
/* { dg-final { scan-ascsync-dump "plan: 0 insertions" } } */
