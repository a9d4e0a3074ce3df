/* { dg-do run } */
/* { dg-options "-O2" } */
/* The check allows "rows * d <= 16384", twice the slot: a tile of 16
   rows of 1024 halves runs into the other slot, so the pairs of sizes
   the check allows do not keep the slots apart, and the load of tile
   T + 1 still waits for the work on tile T; the run is clean with the
   right result.  */
#define LIMIT 16384
#define ROWS 16
#define D 1024
#include "run-size-pair-guard.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
