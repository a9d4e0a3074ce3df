/* { dg-do compile } */
/* { dg-options "-x c++ -O0 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise,no-comdat-calls" } */
/* The kernel of class-process-inlined-late.h at -O0: Init, always
   inline, fills the kernel's object in a loop over the slots
   ("op.xb[s] = get_imm (...)", a store at the loop's counter), and
   Process and the stages stay out of line.  What the object holds when
   the stages run is what that loop stores, slot by slot: each stage's
   buffer is its slot's.  Twin: run-class-process-inlined-late-O0.c.  */
#include "class-process-inlined-late.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[held0\\+0x0\\.\\.end\\) W:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{arg1&1 #0:0x1000\\.\\.0x1100 #1:0x1100\\.\\.0x1200\\}" } } */
/* { dg-final { scan-ascsync-dump "op vadds pipe=V R:UB\\\[\\+0x1000\\.\\.0x1200\\)~\\{arg1&1 #0:0x1000\\.\\.0x1100 #1:0x1100\\.\\.0x1200\\} W:UB\\\[\\+0x2000\\.\\.0x2200\\)~\\{arg1&1 #0:0x2000\\.\\.0x2100 #1:0x2100\\.\\.0x2200\\}" } } */
