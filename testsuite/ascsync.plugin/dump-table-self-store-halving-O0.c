/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* The kernel of dump-table-self-store-halving.c at -O0, where each use
   of m[b] is a load of its own (two loads of one place with no store
   between read one value): the vadd's reads stay in bag b.  */
#include <ascsim.h>
#include "halving-kernel.h"
/* { dg-final { scan-ascsync-dump "line 44 op vadd pipe=V R:UB\\\[\\+0x1000\\.\\.0xf100\\)~\\{L\[0-9\]+,\\+7680/it,b\[0-9\]+,0x1000\\.\\.0x1f00\\}\[^ \]* R:UB\\\[\\+0x1500\\.\\.0x10000\\)~\\{L\[0-9\]+,\\+7680/it,b\[0-9\]+,0x1500\\.\\.0x2e00\\}" } } */
