/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of dump-helper-count-bounds-loop-O0.c (tiles' rows bounded
   through a helper's result, no pair between one tile's store and the
   next tile's loads): the checker finds no race and Y is right.  */
#include "helper-count-rows.h"
#define CALL_N (R * ROW)
#define CALL_EXPECT(i) 1
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
