/* { dg-do run } */
/* { dg-options "-O2" } */
/* runtime-slots-one-start.h, three streams from one buffer start at
   multiples of a run-time slot size: the checker finds the plugin's
   sync clean, for two tile lengths.  */
#include "runtime-slots-one-start.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "2 launches, 0 findings, 0 failed checks: PASS" } } */
