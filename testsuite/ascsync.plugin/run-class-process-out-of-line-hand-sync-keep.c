/* { dg-do run } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-dump=plan -fplugin-arg-ascsync-warn=no-comdat-calls,no-provenance" } */
/* The operator class of class-runtime-tile.h with the experts' sync in
   its Process, left out of line, in mode keep: the hand-written pairs
   order the stages of tile t against those of tile t - 2 and t - 1, and
   with the operands in their buffers the plugin adds no flag of its
   own (only a pipe_barrier (PIPE_MTE3) between two tiles' stores to
   GM, whose offsets move by a tile length read from the object, not
   known here to be at least the stores' bytes).  The simulator checks
   the sync, and the results.  */
#define PROCESS_ATTR noinline
#define HAND_SYNC
#include "class-runtime-tile.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "summary Process: \[^\\n\]*pairs=0" } } */
