/* Twin of option-trace-block-never-run.c: --ascsim-trace-block=1, the
   last block of the larger launch, writes the trace and the run is
   clean.  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-trace=option-trace-block-last.json --ascsim-trace-block=1" } */
#define TRACE_FILE "option-trace-block-last.json"
#include "option-trace-block-never-run.c"
/* { dg-final { output-contains {trace file written} } } */
/* { dg-final { output-contains {2 launches, 0 findings, 0 failed checks: PASS} } } */
