/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC" } */
/* The kernel of dump-const-offset-table.c (four slots placed by a
   static const table of offsets), built sync-free, over eight tiles:
   the checker finds no race and the output is right.  */
#include "const-offset-table.h"
#define CALL_ARGS x, y, TILES
#define CALL_N (TILES * COLS)
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
