/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* A helper's loop over the rows of the buffer its pointer parameter X
   points into (helper-row-loop.h): the rows' operands move 512 bytes an
   iteration from X, whatever address the calls pass, so the rows are
   told apart (an iteration form relative to the parameter) and need no
   pipe_barrier (PIPE_V) from one row to the next; and X's row offset,
   known only as a range that reaches past UB (the rows are a run-time
   count), leaves X in the buffer its calls pass, [0x8000, 0x10000),
   clear of G at 0x18000.  Twins: dump-helper-row-loop-O0.c,
   run-helper-row-loop.c.  */
#include "helper-row-loop.h"
/* { dg-final { scan-ascsync-dump "op vmuls pipe=V R:UB\\\[\\+0x8000\\.\\.0x101ff\\)~\\{L0,\\+512/it,b1,0x0\\.\\.0x200\\}" } } */
/* { dg-final { scan-ascsync-dump-not "before op1: pipe_barrier \\(V\\)" } } */
