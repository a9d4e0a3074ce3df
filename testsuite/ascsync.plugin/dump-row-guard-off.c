/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan -fplugin-arg-ascsync-row-guards=no" } */
/* dump-row-guard-scatter.c with row guards off: the load of each tile
   waits for the store of the tile before it.  */
#include "row-guard-scatter.h"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ \\(line 32, MTE3\\) -> op\[0-9\]+ \\(line 30, MTE2\\) RAW carried by L0, distance 1" } } */
/* { dg-final { scan-ascsync-dump-not "row guard" } } */
