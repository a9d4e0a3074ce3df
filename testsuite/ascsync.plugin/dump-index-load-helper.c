/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* The body of dump-index-load-bounded.c in a helper the kernel calls:
   its caller may have written the index buffer before the call, so
   what the helper's own vcmax writes does not bound the index, and a
   pipe_barrier (V) separates the rows' vcmax.  */
#define HELPER
#include "dump-index-load-bounded.c"
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\)\[^\\n\]*line 61" } } */
