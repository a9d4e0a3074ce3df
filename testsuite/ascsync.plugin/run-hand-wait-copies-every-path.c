/* { dg-do run } */
/* { dg-options "-O0" } */
/* Mode keep: the kernel of dump-hand-wait-copies-every-path.c (a wait
   copied into both arms of a branch, trusted for the loads after it)
   over two rows of four tiles, two through each arm: the checker finds
   no race and the output is right.  */
#include "hand-wait-copies.h"
#define CALL_ARGS x, y, 2, 4, 2
#define CALL_N 2048
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
