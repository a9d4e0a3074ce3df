/* { dg-do run } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -DPREFETCH_MAIN" } */
/* run-scalar-wait-after-prefetch-set.c at -O0.  */
#include <ascsim.h>
#include "prefetch-scalar-kernel.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
