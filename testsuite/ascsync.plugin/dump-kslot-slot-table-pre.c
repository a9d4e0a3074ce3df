/* { dg-do compile } */
/* { dg-options "-O3 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,alloc" } */
/* The slot tables of dump-kslot-slot-table.c at -O3: partial
   redundancy elimination loads "in[t % 3]" for the next tile in the
   latch, "in[(t + 1) % 3]", and the header takes it round the back
   edge (a PHI of the table's first element and that load).  The PHI
   holds in iteration T what the latch load held in T - 1: the same
   rotation over the three slots, period 3.  */
#include "dump-kslot-slot-table.c"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x3000\\)~\\{L\[0-9\] 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000\\}" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop V->MTE2 id=0\\.\\.2 rotating deps op\[0-9\]+->op\[0-9\]+\\(d3\\)" } } */
