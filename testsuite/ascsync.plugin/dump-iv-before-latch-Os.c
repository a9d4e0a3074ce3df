/* { dg-do compile } */
/* { dg-options "-Os -fplugin-arg-ascsync-dump=ops" } */
/* gather-rows-pointer-exit.h at -Os: the row loop tests its pointer
   against the bag's end at its head, and the header's PHI takes the end
   too, one row past the slot; the DMA runs before the latch takes the
   pointer a row on, so it sees at most the end less a row: each bag's
   rows stay in its slot (0x1000..0x1800 and 0x1800..0x2000), not one
   row into the next.  */
#include "gather-rows-pointer-exit.h"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line \[0-9\]+ op copy_gm_to_ubuf pipe=MTE2 R:GM\[^\n\]*\\{L0 0:0x1000\\.\\.0x1800 1:0x1800\\.\\.0x2000\\}" } } */
