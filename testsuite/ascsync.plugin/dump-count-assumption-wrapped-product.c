/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,plan" } */
/* GCC computes the store's count "(uint16_t) (rows * 16)", rows = (int)
   MIN (left, 8), as "(unsigned short) MIN (left, 8) * 16": a product of
   a wrapped conversion, which the evaluator bounds by 65520, below the
   type's top, as a multiple of 16.  The count assumption (LEFT is not
   negative where it is converted) bounds it all the same, by 128
   blocks: each tile's store stays in its 4096 bytes of OUT, and the
   stores of consecutive tiles need no barrier between them.  */
#include <ascsim.h>
#include "ahead-gather-kernel.h"
/* { dg-final { scan-ascsync-dump "line 70 op copy_ubuf_to_gm pipe=MTE3 R:UB.* W:GM\\\[arg2\\+0x0\\.\\.end\\)\\{L0,\\+4096/it,b\[0-9\]+,0x0\\.\\.0x1000\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE3\\)" } } */
