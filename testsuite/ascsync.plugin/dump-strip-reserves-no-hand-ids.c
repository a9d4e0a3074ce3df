/* { dg-do run } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-mode=strip -fplugin-arg-ascsync-dump=alloc -fplugin-arg-ascsync-warn=no-comdat-calls,no-provenance" } */
/* The operator class of class-runtime-tile.h with the experts' sync in
   its Process, left out of line, whose ids rotate with the tile
   ("(event_t) (t & 1)": any id, as far as a constant tells).  Mode
   strip removes every hand-written flag of the unit, so a function
   the kernel calls keeps none of the ids free for them: Process's pairs
   rotate over two ids each, as without the hand-written sync.  The
   simulator checks the plugin's sync, and the results.  */
#define PROCESS_ATTR noinline
#define HAND_SYNC
#include "class-runtime-tile.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
/* { dg-final { scan-ascsync-dump-not "reserved or hand-written 0xffffffff" } } */
