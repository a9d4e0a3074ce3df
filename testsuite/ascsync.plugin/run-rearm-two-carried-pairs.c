/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=plan" } */
/* Quadruple buffering with a prologue: tiles 0 to 2 are loaded before
   the tile loop, which prefetches tile T + 3 into slot (T + 3) % 4,
   adds 1 in place and stores from the slot.  The add -> store pair
   (V -> MTE3) is re-armed through two loop-carried pairs: the store ->
   prefetch pair (MTE3 -> MTE2, the next tile's prefetch into the slot
   stored) and the prefetch -> add pair (MTE2 -> V, three tiles later):
   the store of tile T waits before the add of tile T + 4 sets the same
   flag again, so the pair rotates over four ids with no acknowledgement
   pair.  The simulator checks that nothing races and y = x + 1 (and
   that no flag is set again before its wait), in runs of 0 to 4 and 9
   tiles.  */
#include "prologue-loop-kernel.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(V, MTE3, 0 \\+ iteration of L\[0-9\] mod 4\\)" } } */
/* { dg-final { scan-ascsync-dump-not "\\\[reuse\\\]" } } */
