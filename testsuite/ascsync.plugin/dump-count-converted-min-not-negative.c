/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A count converted from a MIN of a length and a constant, through a
   conversion to int (count-converted-min.h), is at most 64 * 4 blocks
   under the count assumption: the loads of different rows are apart,
   no pipe_barrier (MTE2) between them.  Twin with the assumption off:
   dump-count-converted-min-layout-no.c.  */
#include "count-converted-min.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]* W:UB\[^\\n\]*\\{L\[0-9\]+,\\+8192/it,b\[0-9\]+,0x0\\.\\.0x2000\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
