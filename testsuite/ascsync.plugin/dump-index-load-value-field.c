/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* The kernel of dump-index-load-bounded.c reading the value field of
   each pair (0 modulo 4) instead of its index: a value may be anything,
   so the rows' vcmax may meet and a pipe_barrier (V) separates them.  */
#define FIELD 0
#include "dump-index-load-bounded.c"
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\)\[^\\n\]*line 61" } } */
