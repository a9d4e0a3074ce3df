/* { dg-do run } */
/* { dg-options "-O2 -DSTEP=128 -fplugin-arg-ascsync-warn=no-provenance" } */
/* The helpers of run-call-gm-placed-by-argument.c on tiles 128 halves
   apart: each call's store writes half of what the previous call's
   store wrote, and the plugin orders the two (placed by the argument,
   the two calls' bytes meet).  Had the calls been taken apart by tile,
   the checker would find the race.  */
#include <ascsim.h>
#include "call-gm-by-argument.h"
#define CALL_N 1152
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
