/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* runtime-prologue-min-count.h with a row count of 64 bits: tile 0's
   "(int) MIN (nrows, (int64_t) tile)" rows reach the loads as a PHI of
   "(int) nrows", on the arm where "tile > nrows", and of tile.  Each
   argument is bounded by the slot size's root, the first by the
   condition on its way (ascsync_count_fraction), so the loads into
   slots 0 and 2 before the loop are apart.  */
#define NROWS_T int64_t
#define ROWS0(n, tile) \
  ((int) ((n) < (int64_t) (tile) ? (n) : (int64_t) (tile)))
#include "runtime-prologue-min-count.h"
/* { dg-final { scan-ascsync-dump "= \\(int\\) nrows_\[0-9\]+\\(D\\);" } } */
/* { dg-final { scan-ascsync-dump-not "op0 \\(line \[0-9\]+, MTE2\\) -> op1 " } } */
