/* { dg-do run } */
/* { dg-options "-Os" } */
/* gather-rows-pointer-exit.h at -Os: the checker finds the plugin's
   sync clean and the bags' sums right.  */
#include "gather-rows-pointer-exit.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
