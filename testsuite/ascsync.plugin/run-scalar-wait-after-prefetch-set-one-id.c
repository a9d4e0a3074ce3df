/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -DPREFETCH_MAIN -fplugin-arg-ascsync-flags=1 -fplugin-arg-ascsync-warn=no-fallback -fplugin-arg-ascsync-dump=virtual" } */
/* With one id a pipe pair, the scalar pipe's loop-carried pair has no
   second id to wait after its set: its wait comes before the set in
   the iteration, and the kernel still runs clean and right.  */
#include <ascsim.h>
#include "prefetch-scalar-kernel.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "v\[0-9\]+ loop MTE2->S in L0 set " } } */
/* { dg-final { scan-ascsync-dump-not "MTE2->S in L0 rotating" } } */
