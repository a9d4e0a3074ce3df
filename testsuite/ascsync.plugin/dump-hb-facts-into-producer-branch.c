/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=alloc" } */
/* TopK as written in the suite: in each of a tile's steps but the
   last, the scalar unit stores -inf into the tile's input slot row by
   row ("if (!last) ins[...] = neg_inf"); the next prefetch into that
   slot comes a tile later.  Every path from such a store to the
   prefetch passes the scalar unit's wait for the vector pipe in the
   next step, unless it leaves the step loop from the row loop, which
   only the last step does: a path the store's own branch ("!last")
   rules out.  The happens-before flow starts from the store knowing
   what the branches into its block decided (sync_hb.c,
   hb_start_facts), so the store needs no scalar -> MTE2 pair of its
   own.  */
#include "../../kernels/top_k.c"
/* { dg-final { scan-ascsync-dump "loop S->MTE2 id=-1 removed deps" } } */
/* { dg-final { scan-ascsync-dump-not "S->MTE2: " } } */
