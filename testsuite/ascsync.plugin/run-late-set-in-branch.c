/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-late-set-in-branch.c (a store -> load pair set in
   the branch of the load) over eight rows, rows 0 and 2 loaded back:
   the checker finds no race and the output is right.  */
#include "late-set-branch.h"
#define CALL_ARGS x, y, 0x5, 8
#define CALL_N 2048
#define CALL_EXPECT(i)                                                  \
  ((i) < 256 ? (i) % 8 + 1 : (i) < 768 ? 2 * ((i) % 8) + 1 : 3 * ((i) % 8) + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
