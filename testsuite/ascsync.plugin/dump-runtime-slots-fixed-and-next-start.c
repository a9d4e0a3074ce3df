/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* In runtime-slots-one-start.h the tile-0 loads before the loop, "rb"
   and "xb" (= ub), are the fixed slots 2 and 0 of the layout the
   rotations make from ub; and the highest slot of a stream ends where
   the next slot start the function declares begins (x's slot 1 at slot
   2, r's slot 3 at slot 4): the prefetch of x meets neither the
   prefetch of r nor the store of y.  */
#include "runtime-slots-one-start.h"
/* { dg-final { scan-ascsync-dump "op0 line \[0-9\]+ op copy_gm_to_ubuf pipe=MTE2 R:GM\[^\n\]*\\{slot 0x0\\+k\\*2\\*_\[0-9\]+ k=2\\}" } } */
/* { dg-final { scan-ascsync-dump "op1 line \[0-9\]+ op copy_gm_to_ubuf pipe=MTE2 R:GM\[^\n\]*\\{slot 0x0\\+k\\*2\\*_\[0-9\]+ k=0\\}" } } */
/* { dg-final { scan-ascsync-dump-not "op5 \\(line \[0-9\]+, MTE2\\) -> op6 " } } */
/* { dg-final { scan-ascsync-dump-not "op6 \\(line \[0-9\]+, MTE2\\) -> op4 " } } */
