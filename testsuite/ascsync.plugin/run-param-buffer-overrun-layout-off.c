/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-layout=no -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* The kernel of run-param-buffer-overrun-races.c, whose helper loads
   past the buffer its first parameter is given, built without the
   layout assumption: load2's two loads may meet, a barrier orders
   them, and the simulator finds nothing.  */
#define LOAD_SPAN(len) (3 * (len))
#define MAIN_N 1024
#include "param-buffers-at-run-time.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
