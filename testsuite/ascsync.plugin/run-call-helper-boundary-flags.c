/* { dg-do run } */
/* { dg-options "-O2" } */
/* Mode keep: a tile helper whose first waits and last sets of a pipe
   pair cross its calls (call-helper-boundary-flags.h); the calls stand
   in for them and the plugin adds nothing between the calls.  The
   checker judges.  Twins: run-call-helper-boundary-flags-O0.c,
   run-call-helper-boundary-late-read.c.  */
#include "call-helper-boundary-flags.h"
#define CALL_N 2048
#define CALL_EXPECT(i) (2 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
