/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* A scalar read of "ks[r]" for each row r of a tile, ks the tile's
   slot of a selector buffer ("sb + (t % 2) * TR"): in iteration T of the
   tile loop it reads slot T % 2 only, bounded slot by slot as the
   operand of an intrinsic is, not the hull of both slots.  */
#include <ascsim.h>
#include "prefetch-scalar-kernel.h"
/* { dg-final { scan-ascsync-dump "op scalar-load pipe=S R:UB\\\[\\+0x0\\.\\.0x40\\)~\\{L0 0:0x0\\.\\.0x20 1:0x20\\.\\.0x40\\}" } } */
