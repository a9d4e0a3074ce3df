/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* A tile loop over a block's share of 8 bands, three column tiles each,
   at -O0: GCC counts its header's runs as "n >= 0 ? (unsigned long) (n
   * 3) + 1 : 1", a product of the share (at most 8 bands) and the
   tiles.  Bounded through the product, two tiles of a run are never 8
   bands apart and the store is apart from itself in every
   iteration.  */
#include "share-loop.h"
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:\[^\\n\]* W:GM\\\[arg0\\+0x0\\.\\.\[^)\]*\\)~\\{L\[0-9\]+,self\\}" } } */
