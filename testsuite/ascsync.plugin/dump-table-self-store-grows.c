/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -DSTEP=1 -fplugin-arg-ascsync-dump=ops" } */
/* The twin of dump-table-self-store-halving.c whose levels keep "m[b]
   + 1" rows: the values of m grow round after round and are not
   bounded, so the rows a level adds reach to the end of UB.  */
#include <ascsim.h>
#include "halving-kernel.h"
/* { dg-final { scan-ascsync-dump "line 44 op vadd pipe=V R:UB\[^ \]* R:UB\\\[\\+0x1000\\.\\.end\\)" } } */
