/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -DPREFETCH_MAIN" } */
/* The kernel of prefetch-scalar-kernel.h, its scalar pipe's
   loop-carried wait after its set (see
   dump-scalar-wait-after-prefetch-set.c), runs clean and right, also
   on one tile (the prime and the drain only).  */
#include <ascsim.h>
#include "prefetch-scalar-kernel.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
