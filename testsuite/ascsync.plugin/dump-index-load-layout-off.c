/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-layout=no" } */
/* The kernel of dump-index-load-bounded.c with the layout assumption
   off: a pointer derived from another get_imm address may then reach
   the index buffer, so the writers of the index are not known and a
   pipe_barrier (V) separates the rows' vcmax.  */
#include "dump-index-load-bounded.c"
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\)\[^\\n\]*line 61" } } */
