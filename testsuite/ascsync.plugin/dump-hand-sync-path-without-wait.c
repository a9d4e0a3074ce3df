/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* The kernel of dump-hand-sync-every-path.c with the steps' V -> S
   pair left out of the first step: on that path nothing orders the
   vadds before the scalar reads of its result, and keep mode adds a
   pair of its own (V -> S).  */
#define FIRST_WAIT 1
#include "dump-hand-sync-every-path.c"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ \\(line 36, V\\) -> op\[0-9\]+ \\(line 42, S\\) RAW: new pair" } } */
