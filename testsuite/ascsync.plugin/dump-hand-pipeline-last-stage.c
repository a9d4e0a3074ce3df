/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* Mode keep: in the pipelined loop of hand-pipeline-last-stage.h the
   edge skipping the load is taken in the last iteration only: where
   "it < n" fails, the exit test "it + 1 <= n" fails too.  A path that
   takes it goes round no more, so the loads of tiles two apart into
   one slot are ordered by the hand-written pairs through the vector op
   between them (no pipe_barrier (PIPE_MTE2)).  */
#include "hand-pipeline-last-stage.h"
/* { dg-final { scan-ascsync-dump "succs B\[0-9\]+ B\[0-9\]+\\(last of L0\\)" } } */
/* { dg-final { scan-ascsync-dump "\\(line 21, MTE2\\) -> op\[0-9\]+ \\(line 21, MTE2\\) WAW carried by L0, distance 2: ordered by hand-written sync" } } */
