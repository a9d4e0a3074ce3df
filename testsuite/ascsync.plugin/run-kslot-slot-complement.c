/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-kslot-slot-complement.c run: the prefetch into
   slot "1 - (t & 1)" is ordered after the compute that last read it,
   and the compute after the prefetch that filled its slot; y = x + 1
   for the 6 tiles, no finding.  */
#define SLOT_NEXT(t) (1 - ((t) & 1))
#include "kslot-slot-complement.h"

#define CALL_N 3072
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
