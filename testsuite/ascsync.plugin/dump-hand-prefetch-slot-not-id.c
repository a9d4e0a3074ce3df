/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* mode=keep: the prefetching loop of dump-hand-prefetch-ids-kept.c,
   its hand-written flags the same, but the prefetch loads into the
   tile's own slot, not the next tile's: the load of tile I + 1 then
   meets the vadds of tile I, whose wait the prefetch's pair does not
   join (its set in tile I is the wait's id in tile I + 1).  The plugin
   does not trust that pair for that dependence and orders it itself.
   The vadds of tile I + 2 (in the copy of the body GCC makes for the
   last tile) comes after the wait of tile I + 1, which takes the
   prefetch's set: ordered.  */
#define PREFETCH_SLOT s
#include "dump-hand-prefetch-ids-kept.c"
/* { dg-final { scan-ascsync-dump "\\(line 41, MTE2\\) -> op\[0-9\]+ \\(line 47, V\\) RAW" } } */
/* { dg-final { scan-ascsync-dump "\\(line 41, MTE2\\) -> op\[0-9\]+ \\(line 47, V\\) RAW: new pair" } } */
