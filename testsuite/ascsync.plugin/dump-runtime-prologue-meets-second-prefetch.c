/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,redundancy" } */
/* In runtime-prologue-min-count.h the load of tile 0 into slot 0
   before the loop meets the prefetch of tile t + 1 into slot (t + 1) &
   1 in iteration 1, not in iteration 0: compared per iteration by their
   run-time slot forms (sync_ops_conflict_iter).  Iteration 0's vector
   step waits for the load of tile 0, and iteration 1's prefetch waits
   for that step, so no pipe_barrier (PIPE_MTE2) is needed on the
   loop's entry (it would hold the first prefetch until tile 0 is
   in).  */
#include "runtime-prologue-min-count.h"
/* { dg-final { scan-ascsync-dump "op0 \\(line \[0-9\]+, MTE2\\) -> op2 " } } */
/* { dg-final { scan-ascsync-dump-not "same-pipe barrier \\(MTE2\\)" } } */
