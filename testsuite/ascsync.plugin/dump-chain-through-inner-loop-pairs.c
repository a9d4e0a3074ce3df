/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* A chain of pairs ordering a dependence carried by the tile loop may
   pass through the pairs of a loop nested in it.  The bias broadcast
   (MTE2) into slot t % 2 rewrites what the broadcast of tile t - 2
   wrote: an MTE2 -> MTE2 WAW carried by the tile loop, distance 2.
   The k-step loop's intra pairs MTE2 -> MTE1 and MTE1 -> M act in its
   first iteration after the broadcast (the MTE2 -> MTE1 set comes after
   it in the MTE2 queue), then M -> V after the loop and the rotating
   V -> MTE2 pair of the bias slot before the broadcast of tile t + 2:
   each link's wait comes before the next link's set, so the chain
   orders the two broadcasts and no pipe_barrier (MTE2) is needed (nor
   an MTE2 -> V pair for the bias, ordered by the same links).  */
#include "chain-inner-loop-pairs.h"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ \\(line 28, MTE2\\) -> op\[0-9\]+ \\(line 28, MTE2\\) WAW carried by L\[0-9\]+, distance 2: same pipe" } } */
/* { dg-final { scan-ascsync-dump "after op\[0-9\]+: set_flag \\(V, MTE2, 0 \\+ iteration of L\[0-9\]+ mod 2\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
/* { dg-final { scan-ascsync-dump-not "set_flag \\(MTE2, V," } } */
