/* { dg-do run } */
/* { dg-options "-Os -DASCSYNC_NO_HAND_SYNC -DBAGS_MAIN" } */
/* The bags of bag-gather-kernel.h (rows gathered under a bound loaded
   from a local array, counts halved in place) run clean and right with
   the plugin's sync at -Os.  */
#include <ascsim.h>
#include "bag-gather-kernel.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
