/* { dg-do run } */
/* { dg-options "-O2" } */
/* Mode keep: the kernel of dump-hand-set-last-iteration-credited.c (a
   set in the inner loop's last iteration, trusted) over four tiles of
   three vadds each: the checker finds no race, Y is right, and the
   program runs the hand-written sync only (11 sets: 2 primes, 2 per
   tile, 1 before the store), no pair of the plugin's.  */
#define SET_BACK 1
#include "hand-set-last-iteration.h"
#define CALL_ARGS x, y, NC, NR
#define CALL_N 128
#define CALL_EXPECT(i) (NC * NR * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { output-contains "set=11 wait=11 " } } */
