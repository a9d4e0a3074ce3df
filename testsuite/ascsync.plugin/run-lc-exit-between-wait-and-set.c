/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of rearm-through-chain.h with its count a constant, five
   tiles (NT), its loop left between the waits and the sets of its
   loop-carried pairs (dump-lc-exit-between-wait-and-set.c): the
   checker judges the drains of that exit, which wait for one set
   fewer.  */
#include <ascsim.h>
#define NT 5
#include "rearm-through-chain.h"

#define CALL_N (NT * TILE)
#define CALL_EXPECT(i) ((i) % 8 + 1)
#define CALL_ARGS x, y
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
