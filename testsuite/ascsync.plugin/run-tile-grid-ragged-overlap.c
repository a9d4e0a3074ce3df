/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Twin of run-tile-grid-ragged.c whose last column of tiles is one
   block too wide (2 blocks from block 4 of a row of 5): its last block
   is the first of the next row, which the first tile of the row (or of
   the next row of tiles) also writes.  Computed at each value of t,
   the stores meet, so they stay ordered by a pipe_barrier (MTE3); the
   simulator checks nothing races.  Without the barrier the checker
   reports the race: run-tile-grid-ragged-overlap-unsynced.c.  */
#define CW (W + 1)
#include "run-tile-grid-ragged.c"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump-not ",self" } } */
/* { dg-final { scan-ascsync-dump "before op1: pipe_barrier \\(MTE3\\)" } } */
