/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* As dump-helper-row-loop.c at -O0, where the step of the rows,
   "(sizetype) n * 2", is no constant in the code: N is the same
   constant at every call (its range from the calls), so the step is
   one known value: the rows are told apart, with no pipe_barrier
   (PIPE_V) from one row to the next.  Twin: run-helper-row-loop-O0.c.  */
#include "helper-row-loop.h"
/* { dg-final { scan-ascsync-dump "op vmuls pipe=V R:UB\\\[\\+0x8000\\.\\.0x101ff\\)~\\{L0,\\+512/it,b1,0x0\\.\\.0x200\\}" } } */
/* { dg-final { scan-ascsync-dump-not "before op1: pipe_barrier \\(V\\)" } } */
