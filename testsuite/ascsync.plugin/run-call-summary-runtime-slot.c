/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of dump-call-summary-runtime-slot.c run: the helpers' work
   in the two slots, whose size is known only at run time, is ordered
   where it meets; y = x + 1, no finding.  */
#include <ascsim.h>
#include "call-summary-runtime-slot.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
