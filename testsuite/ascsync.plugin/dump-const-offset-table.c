/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* Slot buffers at get_imm (base[s] + C), base a static const table of
   integer offsets (in scrambled order) and s a counter modulo 4: the
   load of base[s] takes, slot by slot, the initializer's values, so
   each operand's footprint is its slot's buffer (in the table's order),
   not any byte of UB.  */
#include "const-offset-table.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x3400\\)~\\{L\[0-9\] 0:0x0\\.\\.0x400 1:0x2000\\.\\.0x2400 2:0x1000\\.\\.0x1400 3:0x3000\\.\\.0x3400\\}" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB\\\[\\+0x4000\\.\\.0x7400\\)~\\{L\[0-9\] 0:0x4000\\.\\.0x4400 1:0x6000\\.\\.0x6400 2:0x5000\\.\\.0x5400 3:0x7000\\.\\.0x7400\\}" } } */
