/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,plan" } */
/* "for (j = 0; j < m[b]; j++)" at -O0 loads its bound m[b] in every
   test, and GCC finds no count for it; the test bounds the counter by
   the largest value the bound takes (m[b] is at most MAXB = 8): each
   bag's gathers stay in its 8 rows (2048 bytes), so the gathers of
   different bags need no barrier between them.  */
#include <ascsim.h>
#include "bag-gather-kernel.h"
/* { dg-final { scan-ascsync-dump "line 42 op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\+0x0\\.\\.end\\) W:UB\\\[\\+0x1000\\.\\.0x3000\\)~\\{L\[0-9\]+,\\+256/it,b\[0-9\]+,0x0\\.\\.0x100\\}\\{L\[0-9\]+,\\+2048/it,b\[0-9\]+,0x1000\\.\\.0x1800\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
