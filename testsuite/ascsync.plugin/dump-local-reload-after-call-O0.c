/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* At -O0 "h = m[b] / 2; vadd (...); m[b] -= h" loads m[b] again after
   the vadd.  A call cannot write a local array whose address it is not
   given, so both loads read one value, and the stored m[b] - m[b] / 2
   stays in [0, 8]: the vadd's rows stay in bag b (0x400 bytes written,
   0x700 read from 0x100 on), not past it.  */
#include <ascsim.h>
#include "bag-gather-kernel.h"
/* { dg-final { scan-ascsync-dump "line 53 op vadd pipe=V R:UB\\\[\\+0x1000\\.\\.0x2c00\\)~\\{L\[0-9\]+,\\+2048/it,b\[0-9\]+,0x1000\\.\\.0x1400\\}\[^ \]* R:UB\\\[\\+0x1100\\.\\.0x3000\\)~\\{L\[0-9\]+,\\+2048/it,b\[0-9\]+,0x1100\\.\\.0x1800\\}" } } */
