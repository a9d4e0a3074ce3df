/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* mode=keep on the suite's Addcmul, which prefetches three tiles ahead
   under "if (t + 3 < ntiles)" in "for (t = 0; t < ntiles; t++)": where
   the test fails, the exit test fails within two more rounds
   (gimple_once.cc), and the test keeps failing.  So a path of the
   happens-before flow that skips a prefetch does not reach the
   prefetch of a tile three iterations on, and the chain of hand-written
   pairs that orders the store of tile T before the vector work of tile
   T + 4 (MTE3 -> MTE2 -> V) is seen on every path: the plugin adds
   nothing to the experts' sync.  */
#include "../../kernels/addcmul.c"
/* { dg-final { scan-ascsync-dump "\\(last of L\[0-9\]+ in 2\\)" } } */
/* { dg-final { scan-ascsync-dump "plan: 0 insertions" } } */
