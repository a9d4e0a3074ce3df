/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* A scatter's stores into rows picked by data, the row length D a
   kernel argument and the store skipped for padding rows
   (row-guard-store-run-size.h).  The offset "r * d" and the length
   "d / 16" blocks are both computed from D: a store lies within its
   row of D elements whatever D is, so the stores have a row form of
   one layout (a row of 2 * D bytes), and two of them meet only when
   their rows are equal.  The row guard before the store compares its
   row with the rows of the three rows before (kept whether or not
   their store ran) and, only when one is equal, puts a pipe_barrier
   (PIPE_MTE3) before it.  The plan orders the stores four rows apart
   with a barrier in every fourth row, at the start of its iteration,
   where it runs whether or not the store does; the stores of one tile
   before those of the next, by the guard's barrier on the edge
   entering the loop over the rows, and by no barrier before every
   store.  Twins: run-row-guard-store-run-size.c and
   run-row-guard-store-run-size-drop-races.c.  */
#include "row-guard-store-run-size.h"
/* { dg-final { scan-ascsync-dump "row: \\\[B\\+0, B\\+0 \\+ 2 \\* s\[0-9\]+\\) \\+ 2 \\* s\[0-9\]+ \\* s\[0-9\]+" } } */
/* { dg-final { scan-ascsync-dump "row guard g0 before op\[0-9\]+ \\(line 34, MTE3\\): row s\[0-9\]+ against s\[0-9\]+ of op\[0-9\]+ \\(line 34, MTE3\\) in the 3 iterations of L1 before" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE3\\) when row guard g0 finds its row" } } */
/* { dg-final { scan-ascsync-dump "start of B\[0-9\]+: pipe_barrier \\(MTE3\\) in the iterations of L1 numbered a multiple of 4 but 0" } } */
/* { dg-final { scan-ascsync-dump-not "before op\[0-9\]+: pipe_barrier \\(MTE3\\) (after|\\\[)" } } */
