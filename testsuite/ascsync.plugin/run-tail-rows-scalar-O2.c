/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -DTAIL_ROWS_MAIN" } */
/* The short last tile of tail-rows-scalar-kernel.h, its selectors read
   by the scalar unit one tile after they were prefetched, runs clean
   and right with the plugin's sync at -O2.  */
#include <ascsim.h>
#include "tail-rows-scalar-kernel.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
