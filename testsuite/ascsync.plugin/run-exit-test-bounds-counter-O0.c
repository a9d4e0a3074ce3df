/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of dump-exit-test-bounds-counter-O0.c (a row loop's
   counter bounded by its exit test): the checker finds no race and Y
   is right.  */
#include "row-loop-slot.h"
#define CALL_ARGS x, y, NROWS, TR_MAX
#define CALL_N (NROWS * COLS)
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
