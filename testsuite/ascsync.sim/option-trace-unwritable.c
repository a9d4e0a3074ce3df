/* --ascsim-trace naming a file in a directory that does not exist is an
   error (exit status 2) when the trace is due, not a message followed
   by a clean exit.  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-trace=/nonexistent/dir/x.json" } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

__global__ __aicore__ void
load (__gm__ half *x)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (ub, x, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (1, load (x));
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: cannot create the trace file /nonexistent/dir/x.json \(--ascsim-trace\): No such file or directory; give a path in an existing, writable directory} } } */
/* { dg-final { output-not-contains {PASS} } } */
