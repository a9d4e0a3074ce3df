/* { dg-do run } */
/* { dg-options "-O2 -fno-thread-jumps" } */
/* The kernel of dump-hb-entry-first-tile.c with data: the first tile's
   load before the loop and the prefetch of iteration 1 into its slot,
   ordered by the hand-written sync alone (the plugin adds nothing).
   The checker judges it; y is 2 x.  */
#include <ascsim.h>
#include "dump-hb-entry-first-tile.c"

#define CALL_ARGS x, y, 8
#define CALL_N 2048
#define CALL_EXPECT(i) (2 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
