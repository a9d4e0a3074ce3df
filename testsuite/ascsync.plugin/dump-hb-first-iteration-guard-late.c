/* { dg-do compile } */
/* { dg-options "-O2 -fno-thread-jumps -fplugin-arg-ascsync-dump=deps,plan" } */
/* The twin of dump-hb-first-iteration-guard.c: iterations 0 and 1 both
   run the vmuls ("ks > 1"), with nothing between them, so the plugin
   puts its own pipe_barrier (PIPE_V) before it.  */
#define SKIP_UNTIL 1
#include "dump-hb-first-iteration-guard.c"
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\)" } } */
