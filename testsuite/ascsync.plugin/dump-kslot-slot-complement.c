/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* The prefetch's slot "1 - (t & 1)", which GCC writes "~t & 1": the
   complement of the counter keeps its rotation (C - T residue by
   residue), so the prefetch of tile T + 1 writes slot (T + 1) mod 2,
   told apart from the compute of tile T.  */
#define SLOT_NEXT(t) (1 - ((t) & 1))
#include "kslot-slot-complement.h"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 19 op copy_gm_to_ubuf pipe=MTE2 .*W:UB..0x0..0x800.~.L\[0-9\]+ 0:0x400..0x800 1:0x0..0x400." } } */
