/* { dg-do compile } */
/* { dg-options "-O2 -fno-thread-jumps -fplugin-arg-ascsync-dump=deps,plan" } */
/* The twin of dump-hb-entry-first-tile.c: the first tile's load goes
   into slot 1, which the prefetch of iteration 0 writes, and nothing
   orders the two loads there (no wait lies between them): a
   pipe_barrier (PIPE_MTE2) stays for them.  */
#define FIRST_SLOT 1
#include "dump-hb-entry-first-tile.c"
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE2\\) \\\[dep op0\\\]" } } */
