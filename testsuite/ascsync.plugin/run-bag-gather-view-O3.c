/* { dg-do run } */
/* { dg-options "-O3 -DASCSYNC_NO_HAND_SYNC -DBAGS_MAIN -DNB=8 -DNG=2" } */
/* bag-gather-kernel.h with eight bags summed twice at -O3 (a count
   vector stored through a constant view of the table) runs clean and
   right with the plugin's sync.  */
#include <ascsim.h>
#include "bag-gather-kernel.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
