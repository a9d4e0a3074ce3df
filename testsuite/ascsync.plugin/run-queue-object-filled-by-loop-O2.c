/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-provenance,no-imprecise" } */
/* The slots of an object laid out from a run-time tile by a loop
   (queue-object-runtime-tile.h, every method inlined): GCC's ivopts
   rewrites the loop into stores through a pointer moving from the
   object's address, which the object's stores can no longer be followed
   through; what the loop stores was recorded before (2 * I tiles for
   element I), so the three x and y slots rotate with "i % 3" on three
   ids each.  */
#define PROCESS_ATTR static inline
#include "queue-object-runtime-tile.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 3 ids" } } */
