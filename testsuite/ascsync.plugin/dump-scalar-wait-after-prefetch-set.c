/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=virtual,plan" } */
/* The scalar unit reads tile T's selectors, which the load issued in
   iteration T - 1 put in slot T % 2, after the loads of tile T + 1 are
   issued.  A wait of the scalar pipe stalls issue: hoisted above the
   set of its loop-carried pair (the wait of an iteration before its
   set), it would hold back the prefetch until the current tile has
   landed.  The pair's wait follows its set in the iteration instead,
   over two ids: the wait of iteration T takes the set of T - 1, and the
   set of T + 1, which takes that id again, is issued after it.  */
#include <ascsim.h>
#include "prefetch-scalar-kernel.h"
/* { dg-final { scan-ascsync-dump "v\[0-9\]+ loop MTE2->S in L0 rotating over 2 ids \\(each wait 1 iteration behind its set\\) set start of (B\[0-9\]+), wait end of \\1 " } } */
/* { dg-final { scan-ascsync-dump ": set_flag \\(MTE2, S, 0 \\+ iteration of L0 mod 2\\) \\\[dep" } } */
/* { dg-final { scan-ascsync-dump ": wait_flag \\(MTE2, S, 0 \\+ \\(iteration of L0 \\+ 1\\) mod 2\\) \\\[dep" } } */
