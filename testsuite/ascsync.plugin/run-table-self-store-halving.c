/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -DHALVING_MAIN" } */
/* The halving sum of halving-kernel.h runs clean and right with the
   plugin's sync.  */
#include <ascsim.h>
#include "halving-kernel.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
