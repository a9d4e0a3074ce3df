/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-carried-set-joined-at-postdominator.c (a reload
   after the store joining the loop-carried pairs of the prefetches)
   over eight rows, rows 1, 2 and 5 chained to the row before: the
   checker finds no race and the output is right.  */
#include "carried-set-join.h"
#define CALL_ARGS x, y, 0x26, 8
#define CALL_N 2048
#define CALL_EXPECT(i)                                                  \
  ((i) % 8 * ((i) < 256 ? 2 : (i) < 512 ? 4 : (i) < 768 ? 6             \
              : (i) >= 1280 && (i) < 1536 ? 4 : 2))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
