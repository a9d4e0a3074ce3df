/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A tile loop over a block's share of 8 bands, three column tiles each,
   inside "if (block_idx == 0)": GCC's uncprop writes block_idx for the
   0 the counter starts from, and its trip count becomes "bi < n ? n -
   bi : 1".  The start counts from GCC's range of it on the loop's entry
   (0), the count through the difference, so two tiles of a run are
   never 8 bands apart and the store is apart from itself in every
   iteration.  */
#define SHARE_GUARDED
#include "share-loop.h"
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:\[^\\n\]* W:GM\\\[arg0\\+0x0\\.\\.\[^)\]*\\)~\\{L\[0-9\]+,self\\}" } } */
