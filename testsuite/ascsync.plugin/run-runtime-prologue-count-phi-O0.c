/* { dg-do run } */
/* { dg-options "-O0" } */
/* runtime-prologue-min-count.h with a row count of 64 bits at -O0: tile
   0's "(int) MIN (nrows, (int64_t) tile)" rows a PHI of a branch; run
   for several row counts and tile lengths (fewer rows than a tile too).
   The plugin's sync must be clean and the output right.  */
#define NROWS_T int64_t
#define ROWS0(n, tile) \
  ((int) ((n) < (int64_t) (tile) ? (n) : (int64_t) (tile)))
#include "runtime-prologue-min-count.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
