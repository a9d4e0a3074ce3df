/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,deps" } */
/* dump-hand-pipeline-last-stage.c at -O0, where the loop tests its
   exit in its header: where "it < n" fails, the header's "it <= n" of
   the next iteration (IT one more) fails, so the path goes round to the
   header only to leave.  */
#include "hand-pipeline-last-stage.h"
/* { dg-final { scan-ascsync-dump "succs B\[0-9\]+ B\[0-9\]+\\(last of L0\\)" } } */
/* { dg-final { scan-ascsync-dump "\\(line 21, MTE2\\) -> op\[0-9\]+ \\(line 21, MTE2\\) WAW carried by L0, distance 2: ordered by hand-written sync" } } */
