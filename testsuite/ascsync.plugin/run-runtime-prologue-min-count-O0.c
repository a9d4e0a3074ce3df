/* { dg-do run } */
/* { dg-options "-O0" } */
/* runtime-prologue-min-count.h at -O0: tile 0 loaded before the loop in
   "MIN (nrows, tile)" rows into slots 0 and 2 of a run-time layout,
   the loop prefetching tile t + 1 into the other slots; run for
   several row counts and tile lengths (fewer rows than a tile too).
   The plugin's sync must be clean and the output right.  */
#include "runtime-prologue-min-count.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
