/* { dg-do run } */
/* { dg-options "-O2" } */
/* Mode keep: the kernel of dump-hand-set-before-last-iteration.c (the
   hand-written set one iteration before the last vadd of a tile, a
   race without the plugin) over four tiles of three vadds each: with
   the pair the plugin adds, the checker finds no race and Y is
   right.  */
#define SET_BACK 2
#include "hand-set-last-iteration.h"
#define CALL_ARGS x, y, NC, NR
#define CALL_N 128
#define CALL_EXPECT(i) (NC * NR * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
