/* { dg-do run } */
/* { dg-options "-O2" } */
/* Mode keep: the kernel of dump-hand-ids-swapped-with-buffers.c (ids
   and buffers swapped in lockstep, the plugin adding no pair) over
   three rows of three tiles, so each row starts in the other phase:
   the checker finds no race and the output is right.  */
#include "hand-ids-swapped.h"
#define CALL_ARGS x, y, 3, 3
#define CALL_N 2304
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
