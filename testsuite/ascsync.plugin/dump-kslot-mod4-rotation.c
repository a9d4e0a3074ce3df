/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,alloc,plan" } */
/* Quadruple buffering: the loop of dump-kslot-mod3-rotation.c with
   four slots, tile T in slot T % 4.  Built sync-free, the accesses
   rotate over the four slots, and the pairs carried from a tile to the
   one four tiles on rotate over the 4 event ids of their pipe pairs,
   counted modulo 4.  */
#define SLOT (t % 4)
#define ID (t % 4)
#define NID 4
#include "dump-kslot-mod3-rotation.c"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x4000\\)~\\{L\[0-9\] 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000 3:0x3000\\.\\.0x4000\\}" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop V->MTE2 id=0\\.\\.3 rotating deps op\[0-9\]+->op\[0-9\]+\\(d4\\)" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop MTE3->V id=0\\.\\.3 rotating deps op\[0-9\]+->op\[0-9\]+\\(d4\\)" } } */
/* { dg-final { scan-ascsync-dump "before op\[0-9\]+: wait_flag \\(V, MTE2, 0 \\+ iteration of L\[0-9\] mod 4\\)" } } */
