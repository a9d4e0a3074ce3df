/* { dg-do compile } */
/* { dg-options "-O3 -DASCSYNC_NO_HAND_SYNC -DNB=8 -DNG=2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Eight counts clamped in two vectors: GCC's vectorizer stores the
   second through an address it leaves unfolded ("_7 = &m[0] + 16;
   MEM <vector(4) int> [(int *) _7] = ..."), a constant view of m used
   only to store, so its store is one of m's, at elements 4 .. 7.  The
   halving keeps each count in a register across the levels and stores
   it back ("m[0] = m1 - (m1 >> 1)"), reached at the loop's header PHI.
   m's values stay known ([0, 8]): the loops over a bag's rows, which
   read their bound from m, run at most 8 times, and no barrier orders
   the gathers of different bags.  */
#include <ascsim.h>
#include "bag-gather-kernel.h"
/* { dg-final { scan-ascsync-dump "line 42 op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\+0x0\\.\\.end\\) W:UB\\\[\\+0x1000\\.\\.0x5000\\)~\\{L\[0-9\]+,\\+256/it,b\[0-9\]+,0x0\\.\\.0x100\\}\\{L\[0-9\]+,\\+2048/it,b\[0-9\]+,0x1000\\.\\.0x1800\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
