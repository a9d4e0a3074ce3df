/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-provenance,no-imprecise" } */
/* Process out of line (queue-object-runtime-tile.h): its loop's bound
   "self->ntiles" is read again in every iteration, so GCC counts no
   iterations; the counter "i" is unsigned and goes on only while below
   a value of its type, so it never wraps, and "i % 3" rotates: the
   three x and y slots on three ids each.  */
#define PROCESS_ATTR static __attribute__ ((noinline))
#include "queue-object-runtime-tile.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 3 ids" } } */
