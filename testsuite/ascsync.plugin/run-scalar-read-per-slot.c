/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-scalar-read-per-slot.c (scalar reads of a slot's
   coefficients, the next tile's prefetched into the other slot) over
   eight tiles: the checker finds no race and the output is right.  */
#include "scalar-slot-read.h"
#define CALL_ARGS x, y, TILES
#define CALL_N (TILES * COLS)
#define CALL_EXPECT(i) ((i) % 8 + 6)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
