/* Twin of trace-timing-ideal.c without --ascsim-trace-timing: the trace
   shows the timing as written, its set_flag, wait_flag and pipe_barrier
   slices with it.  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-trace=trace-timing-written.json" } */
#define TRACE_FILE "trace-timing-written.json"
#define WANT_SYNC 1
#define MODE ASCSIM_MODE_WRITTEN
#define TIMING "written"
#include "trace-timing-ideal.c"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
