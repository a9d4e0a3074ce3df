/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of rearm-through-chain.h, its flags re-armed through
   chains of the other pairs (dump-rearm-through-chain.c), over twelve
   tiles: the checker judges.  */
#include <ascsim.h>
#include "rearm-through-chain.h"

#define CALL_N (12 * TILE)
#define CALL_EXPECT(i) ((i) % 8 + 1)
#define CALL_ARGS x, y, 12
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
