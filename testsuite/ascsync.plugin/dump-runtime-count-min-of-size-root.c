/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* In runtime-prologue-min-count.h the loads of tile 0 count "MIN
   (tile, nrows) * 8" blocks of 32 bytes, and the slot size is "(long)
   tile * 128" halves: the count is bounded by the value the size is a
   product of (ascsync_count_fraction), so the load into slot 0 ends
   before slot 2 and the two loads before the loop are apart.  */
#include "runtime-prologue-min-count.h"
/* { dg-final { scan-ascsync-dump "op0 line \[0-9\]+ op copy_gm_to_ubuf pipe=MTE2 R:GM\[^\n\]*\\{slot 0x0\\+k\\*2\\*_\[0-9\]+ k=0\\}" } } */
/* { dg-final { scan-ascsync-dump "op1 line \[0-9\]+ op copy_gm_to_ubuf pipe=MTE2 R:GM\[^\n\]*\\{slot 0x0\\+k\\*2\\*_\[0-9\]+ k=2\\}" } } */
/* { dg-final { scan-ascsync-dump-not "op0 \\(line \[0-9\]+, MTE2\\) -> op1 " } } */
