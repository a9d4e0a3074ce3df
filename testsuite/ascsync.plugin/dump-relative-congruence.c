/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Two loads into the rows of one tile, the first bytes 0 to 480 of
   each 1280-byte row, the second bytes 480 to 1280, through one pointer
   (relative-congruence.h): the pointer is known modulo the rows' period
   in neither slot, but both loads are made from its one value in an
   iteration, so relative to it ("qmod": base, period, offset, length)
   their bytes never meet, and they need no pipe_barrier (MTE2) between
   them.  Twin: run-relative-congruence.c.  */
#include "relative-congruence.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\n\]*\\{qmod=b\[0-9\]+@L0:0x500:0x0\\+0x1e0\\}" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\n\]*\\{qmod=b\[0-9\]+@L0:0x500:0x1e0\\+0x320\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
