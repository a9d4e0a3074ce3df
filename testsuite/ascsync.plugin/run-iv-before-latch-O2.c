/* { dg-do run } */
/* { dg-options "-O2" } */
/* gather-rows-pointer-exit.h at -O2: the checker finds the plugin's
   sync clean and the bags' sums right.  */
#include "gather-rows-pointer-exit.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
