/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC" } */
/* The kernel of dump-block-builtin-memset.c (a memset zeroing the last
   rows of each tile's output slot), built sync-free, over eight
   tiles, the last with five rows: the checker finds no race and the output is right.  */
#include "block-builtin-tail.h"
#define NROWS (TILES * TR - 3)
#define CALL_ARGS x, y, NROWS
#define CALL_N (TILES * COLS)
#define CALL_EXPECT(i) ((i) / RC < NROWS ? (i) % 8 + 1 : 0)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
