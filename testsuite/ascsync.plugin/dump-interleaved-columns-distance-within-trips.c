/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* dump-interleaved-columns-distance-past-trips.c with 17 columns:
   column 16 writes block 16, which column 0 wrote, and the loop makes
   17 iterations, so the distance 16 is made: a pipe_barrier (V) orders
   them.  */
#define NCOL 17
#include "dump-interleaved-columns-distance-past-trips.c"
/* { dg-final { scan-ascsync-dump "\\(line 24, V\\) -> op\[0-9\]+ \\(line 24, V\\) WAW carried by L0" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\)\[^\\n\]*line 24" } } */
