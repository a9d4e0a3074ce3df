/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* The pairs of the kernel of rearm-through-chain.h are those of
   hand-written quadruple buffering: MTE2 -> V (the load three tiles
   ahead), V -> MTE3 and MTE3 -> MTE2 (the slot free again).  Each
   one's flag is re-armed through the other two: the vector unit's wait
   of tile T precedes, through the store's pairs, the set of the
   prefetch of iteration T + 1, so MTE2 -> V rotates over four ids and
   needs no V -> MTE2 pair of its own; the MTE2 wait of iteration T
   precedes, through the prefetch and the vector op, the store's set
   three tiles later, so MTE3 -> MTE2 needs no MTE2 -> MTE3 pair.  The
   happens-before flow finds such chains through any pipes.  */
#include "rearm-through-chain.h"
/* { dg-final { scan-ascsync-dump "summary k: deps=\[0-9\]+ set=\[0-9\]+ wait=\[0-9\]+ barrier=\[0-9\]+ fallback=0 pairs=3" } } */
/* { dg-final { scan-ascsync-dump-not "\\((V, MTE2|MTE2, MTE3), " } } */
