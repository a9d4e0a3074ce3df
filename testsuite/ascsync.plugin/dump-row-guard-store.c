/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* A scatter's stores into rows picked by data (row-guard-store.h): the
   store of a tile may write the row an earlier store wrote.  The row
   guard before the store compares its row with its own rows of the
   three tiles before and, only when one is equal, puts a pipe_barrier
   (PIPE_MTE3) before it: all the guard orders is MTE3's own work, so
   no wait of the scalar unit.  The plan orders the stores four tiles
   apart.  Twin: run-row-guard-store.c.  */
#include "row-guard-store.h"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ \\(line 25, MTE3\\) -> op\[0-9\]+ \\(line 25, MTE3\\) WAW carried by L0, distance 4" } } */
/* { dg-final { scan-ascsync-dump "row guard g0 before op\[0-9\]+ \\(line 25, MTE3\\): row s\[0-9\]+ against s\[0-9\]+ of op\[0-9\]+ \\(line 25, MTE3\\) in the 3 iterations of L0 before" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE3\\) when row guard g0 finds its row" } } */
/* { dg-final { scan-ascsync-dump-not "\\(MTE3, S," } } */
