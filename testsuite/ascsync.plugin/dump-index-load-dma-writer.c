/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* The kernel of dump-index-load-bounded.c, with the index buffer also
   filled by a DMA first: the load may read what the DMA wrote (any
   value), so the index is not bounded, the rows' vcmax may meet, and a
   pipe_barrier (V) separates them.  */
#define DMA_WRITER
#include "dump-index-load-bounded.c"
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\)\[^\\n\]*line 61" } } */
