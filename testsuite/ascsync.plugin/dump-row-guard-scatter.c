/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* Rows of y picked by data (row-guard-scatter.h): the load of a row
   may read what the store of any earlier tile wrote.  The plan orders
   a store before the load four tiles later (with the slot's WAR, one
   pair), and a row guard before the load compares its row with the
   rows stored by the three tiles before: only when one is equal does
   the scalar unit wait for MTE3 (a set_flag and a wait_flag into S on
   an id nothing else uses) before it issues the load.  Twins:
   run-row-guard-scatter.c, dump-row-guard-off.c.  */
#include "row-guard-scatter.h"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ \\(line 32, MTE3\\) -> op\[0-9\]+ \\(line 30, MTE2\\) RAW\\+WAR carried by L0, distance 4" } } */
/* { dg-final { scan-ascsync-dump "row guard g0 before op\[0-9\]+ \\(line 30, MTE2\\): row s\[0-9\]+ against s\[0-9\]+ of op\[0-9\]+ \\(line 32, MTE3\\) in the 3 iterations of L0 before" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE3, S, 0\\) when row guard g0 finds its row" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(MTE3, S, 0\\) when row guard g0 finds its row" } } */
