/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=virtual,plan" } */
/* The kernel of rearm-through-chain.h with its count a constant,
   twelve tiles (NT): GCC leaves the loop from its copy of the last
   three iterations, after their vector op and store, between the waits
   of the loop-carried pairs (at the top of the iteration) and their
   sets (at the latch).  The pairs stay loop-carried, their ids
   rotating (the store's MTE3 -> MTE2 pair to the load three tiles
   ahead as well), and the drain on that exit waits for one set fewer:
   the wait of the iteration it leaves took one already; the dump says
   so.  */
#define NT 12
#include "rearm-through-chain.h"
/* { dg-final { scan-ascsync-dump "summary k: deps=\[0-9\]+ set=\[0-9\]+ wait=\[0-9\]+ barrier=0 fallback=0" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE3, MTE2, 0 \\+ iteration of L\[0-9\]+ mod 4\\)" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(MTE2, V, 0 \\+ \\(iteration of L\[0-9\]+ \\+ 3\\) mod 4\\) \\\[drain\\\]" } } */
/* { dg-final { scan-ascsync-dump-not "\\(MTE2, V, 0 \\+ iteration of L\[0-9\]+ mod 4\\) \\\[drain\\\]" } } */
/* { dg-final { scan-ascsync-dump "loop MTE2->V in L\[0-9\]+ rotating over \[0-9\] ids set start of B\[0-9\]+, wait end of B\[0-9\]+ \\(left between them on edge B\[0-9\]+->B\[0-9\]+: one set fewer to drain\\)" } } */
