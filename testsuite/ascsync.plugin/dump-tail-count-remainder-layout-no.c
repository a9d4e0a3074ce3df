/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-layout=no" } */
/* The tile index is the step's remainder modulo the ceil-div tile
   count: the tail length N - C * TILE is proved at least 1, so with
   the layout and count assumptions off the count is at most 64 * 4
   blocks and each load stays in its slot.  */
#define TILE_COUNT ((n + tile - 1) / tile)
#define TILE_INDEX (s % nt)
#include "tail-count.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]* W:UB\\\[\\+0x0\\.\\.0x4000\\)~\\{L0 0:0x0\\.\\.0x2000 1:0x2000\\.\\.0x4000\\}" } } */
