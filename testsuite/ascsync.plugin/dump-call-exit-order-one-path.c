/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* A callee's sync orders the caller's work around the call only for
   what it orders on every path from its entry to a return: K2 of
   dump-call-exit-order.c finishes the vector instructions before the
   store only when N is positive, so H's vadds on B and its store of B
   after the call get a pair of their own.  */
#define ONE_PATH 1
#include "dump-call-exit-order.c"
/* { dg-final { scan-ascsync-dump "op0 \\(line 30, V\\) -> op\[0-9\]+ \\(line 32, MTE3\\) RAW: new pair" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(V, MTE3, \[1-3\]\\) \\\[dep op0\\\]" } } */
