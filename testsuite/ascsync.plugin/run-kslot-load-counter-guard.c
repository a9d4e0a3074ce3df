/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-kslot-load-counter-guard.c run: each prefetch into
   the slot its counter names is ordered after the store from that slot
   four tiles before, and no other; y = x + 1 for the 6 tiles, no
   finding.  */
#include "kslot-load-counter-guard.h"

#define CALL_N 3072
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
