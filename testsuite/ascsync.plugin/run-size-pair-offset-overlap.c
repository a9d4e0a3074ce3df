/* { dg-do run } */
/* { dg-options "-O2" } */
/* The check allows "ca <= 16" and "ca + cb <= 288", more than a slot's
   row: A's parts of a tile stay in its slot, but with 16 halves of A
   and 272 of B, B's parts, from "tile + ca", run into the other slot,
   so the load of B's parts of tile T + 1 must still wait for the store
   of tile T; the run is clean with the right result.  */
#define LIMIT 288
#define CAMAX 16
#define CA 16
#define CB 272
#include "run-size-pair-offset.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
