/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-kslot-prefix-counter.c run: the load of tile T + 3
   into the slot its counter names is ordered after the store of tile T
   - 1 from that slot, and no other; y = x + 1 for the 4 + x[7] tiles,
   no finding.  */
#include "kslot-prefix-counter.h"

#define CALL_N 2048
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
