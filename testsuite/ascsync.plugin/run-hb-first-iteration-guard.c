/* { dg-do run } */
/* { dg-options "-O2 -fno-thread-jumps" } */
/* The kernel of dump-hb-first-iteration-guard.c with data: a tile of x
   copied into the accumulator, then added 7 times, ordered by the
   hand-written sync alone (the plugin adds nothing).  The checker
   judges it; y is 8 x.  */
#include <ascsim.h>
#include "dump-hb-first-iteration-guard.c"

#define CALL_ARGS x, y, 8
#define CALL_N 256
#define CALL_EXPECT(i) (8 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
