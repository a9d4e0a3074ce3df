/* { dg-do run } */
/* { dg-options "-O0" } */
/* runtime-slots-sum-scaled.h at -O0: slots "ub + (K + s) * tile" of a
   run-time tile length, for three tile lengths.  The plugin's sync must
   be clean and the output right.  */
#include "runtime-slots-sum-scaled.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
