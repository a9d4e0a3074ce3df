/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* Rows picked by 64-bit indices get a row guard too (twin:
   run-row-guard-scatter-index64.c).  */
#define SA_INDEX int64_t
#include "row-guard-scatter.h"
/* { dg-final { scan-ascsync-dump "row guard g0 before op\[0-9\]+ \\(line 30, MTE2\\): row s\[0-9\]+ against s\[0-9\]+ of op\[0-9\]+ \\(line 32, MTE3\\) in the 3 iterations of L0 before" } } */
