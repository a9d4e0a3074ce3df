/* { dg-do run } */
/* { dg-options "-O2" } */
/* Mode keep: the helper sets "X[s] is free" (V -> MTE2) and then reads
   X[s] once more on V (BOUNDARY_LATE_READ), a bug in its hand-written
   sync: the load of the call two tiles on overwrites X[s] while that
   read may still run (the checker finds it without the plugin).  The
   set stands at the call only after the copies of the work it follows
   in the helper, so the late read is ordered before the next load of
   the slot by the plugin's own sync.  The checker judges.  Twin:
   run-call-helper-boundary-flags.c.  */
#define BOUNDARY_LATE_READ 1
#include "call-helper-boundary-flags.h"
#define CALL_N 2048
#define CALL_EXPECT(i) (2 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
