/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of dump-kslot-prefix-counter-O0.c run at -O0: the loads
   into the slots the counter names, started at 3 by the loop of two
   exits before, are ordered after the stores from those slots; y = x
   + 1, no finding.  */
#include "kslot-prefix-counter.h"

#define CALL_N 2048
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
