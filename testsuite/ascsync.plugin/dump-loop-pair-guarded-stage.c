/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,virtual" } */
/* The compute stage of a loop from T = -2 (guarded-stage.h) runs in
   the iterations where "t < 0" fails, consecutive ones, though GCC's
   threading leaves none of its blocks on every path round the loop.
   The store of Y[t & 1] and the vmuls writing it again two iterations
   later get a loop-carried pair rotating over two ids, its wait right
   before the vmuls and its set right after the store, both inside the
   stage; not a set and wait back to back, which would make the vmuls
   wait for the store of the iteration before.  */
#include "guarded-stage.h"
/* { dg-final { scan-ascsync-dump "iteration tests B\[0-9\]+\\(!t0\\) B\[0-9\]+\\(t0\\)" } } */
/* { dg-final { scan-ascsync-dump "loop MTE3->V in L0 rotating over 2 ids set after op\[0-9\]+ \\(line 36\\), wait before op\[0-9\]+ \\(line 35\\) \\(both in the consecutive iterations of L0 a test of its iteration number decides\\)" } } */
/* { dg-final { scan-ascsync-dump-not "b2b MTE3->V" } } */
