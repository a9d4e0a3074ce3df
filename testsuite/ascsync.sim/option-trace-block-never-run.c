/* --ascsim-trace-block beyond the blocks of every launch used to write
   nothing and say nothing: ascsim_finish now reports it as an error and
   returns 2.  Twin: option-trace-block-last.c.  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-trace=option-trace-block-never-run.json --ascsim-trace-block=2" } */
/* { dg-ascsync-expect-exit 2 } */
#include <stdio.h>
#include "ascsim.h"

#ifndef TRACE_FILE
#define TRACE_FILE "option-trace-block-never-run.json"
#endif

__global__ __aicore__ void
load (__gm__ half *x)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (ub, x, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  remove (TRACE_FILE);
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, load (x));
  ASCSIM_LAUNCH (2, load (x));
  FILE *f = fopen (TRACE_FILE, "r");
  printf ("trace file %s\n", f ? "written" : "absent");
  if (f)
    fclose (f);
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {trace file absent} } } */
/* { dg-final { output-contains {ascsim: error: trace block 2 was never run: the launches had at most 2 blocks; choose a block below 2 with --ascsim-trace-block=N} } } */
/* { dg-final { output-contains {2 launches, 0 findings, 0 failed checks: FAIL} } } */
