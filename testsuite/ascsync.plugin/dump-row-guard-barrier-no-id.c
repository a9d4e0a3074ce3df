/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan -fplugin-arg-ascsync-reserve=MTE3:S:0,MTE3:S:1,MTE3:S:2,MTE3:S:3" } */
/* dump-row-guard-scatter.c with every id of MTE3 -> S reserved: the
   row guard runs a pipe_barrier (PIPE_ALL) instead of the wait of the
   scalar unit for MTE3.  */
#include "row-guard-scatter.h"
/* { dg-final { scan-ascsync-dump "before op\[0-9\]+: pipe_barrier \\(ALL\\) when row guard g0 finds its row" } } */
/* { dg-final { scan-ascsync-dump-not "\\(MTE3, S," } } */
