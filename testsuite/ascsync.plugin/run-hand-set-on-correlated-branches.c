/* { dg-do run } */
/* { dg-options "-O0" } */
/* Mode keep: the kernel of dump-hand-set-on-correlated-branches.c
   (a set on one of two branches of one condition, trusted) over eight
   tiles, every third prefetch late: the checker finds no race and Y is
   right.  */
#include "hand-set-on-correlated-branches.h"
#define CALL_ARGS x, y, NT, 3
#define CALL_N (NT * DIM)
#define CALL_EXPECT(i) (2 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
