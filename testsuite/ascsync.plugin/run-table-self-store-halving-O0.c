/* { dg-do run } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -DHALVING_MAIN" } */
/* At -O0, where each use of m[b] is a load of its own, the halving
   sum of halving-kernel.h runs clean and right with the plugin's sync.  */
#include <ascsim.h>
#include "halving-kernel.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
