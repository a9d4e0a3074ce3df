/* { dg-do compile } */
/* { dg-options "-O3 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,plan" } */
/* At -O3 GCC's vectorizer clamps the four counts in one vector
   ("MAX_EXPR <MIN_EXPR <v, { 8, ... }>, { 0, ... }>") and stores it
   into m whole, after an overlap test that measures m's address
   ("&m - p").  A lane of the stored vector holds what the clamp leaves
   any lane, [0, 8], so the loops over a bag's rows, which read their
   bound from m through a pointer stepping over it, run at most 8
   times: each bag's gathers stay in its rows, and no barrier orders
   the gathers of different bags.  */
#include <ascsim.h>
#include "bag-gather-kernel.h"
/* { dg-final { scan-ascsync-dump "line 42 op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\+0x0\\.\\.end\\) W:UB\\\[\\+0x1000\\.\\.0x3000\\)~\\{L\[0-9\]+,\\+256/it,b\[0-9\]+,0x0\\.\\.0x100\\}\\{L\[0-9\]+,\\+2048/it,b\[0-9\]+,0x1000\\.\\.0x1800\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
