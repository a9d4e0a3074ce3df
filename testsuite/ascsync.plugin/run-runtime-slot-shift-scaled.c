/* { dg-do run } */
/* { dg-options "-O2" } */
/* The load into slot 2 of runtime-slot-shift-scaled.h in an even tile
   and the vmuls reading slot 2 in the odd tile after it are ordered:
   the checker finds the plugin's sync clean.  Before, the shift "ub + 2
   * slot" was taken as an offset within the slot (slots 0 and 1), the
   two were taken apart, and the checker reported a race.  */
#include "runtime-slot-shift-scaled.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
