/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-fallback" } */
/* The kernel of dump-call-summary-keyed-ids.c run: the helper's flag
   is per slot, the caller orders the wait of one call before the set
   of the call two tiles later on the same slot (flag-already-set
   otherwise), and y holds each slot stored after its first doubling.  */
#include "call-keyed-ids.h"

#define CALL_N 512
#define CALL_EXPECT(i) (2 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
