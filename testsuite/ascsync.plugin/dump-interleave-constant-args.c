/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Four DMAs of 2-block bursts 8 blocks apart, 2 blocks further each
   iteration (interleave-constant-args.h): the iterations interleave
   without meeting whatever the run-time burst count, so the loads need
   no pipe_barrier (MTE2) between them.  The repeat stride varies with
   no argument; the constant burst length and gaps were taken for
   arguments it might vary with, and the rule gave up.  Twin:
   run-interleave-constant-args.c.  */
#include "interleave-constant-args.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\n\]*\\{L\[0-9\],self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
