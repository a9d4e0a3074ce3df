/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-layout=no" } */
/* Twin of dump-tail-count-remainder-layout-no.c with one tile too many,
   (N + TILE) / TILE: the last tile's length N - C * TILE may be 0 or
   less, its count any 16-bit value, and the load is taken to reach
   the end of UB.  */
#define TILE_COUNT ((n + tile) / tile)
#define TILE_INDEX (s % nt)
#include "tail-count.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]* W:UB\\\[\\+0x0\\.\\.end\\)" } } */
