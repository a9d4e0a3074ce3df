/* Traced scalar loads and stores count against the instruction budget
   too: a kernel whose scalar code reads GM for ever stops with the
   budget's error (exit status 2).  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-max-instructions=1000" } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

__global__ __aicore__ void
spin_on_gm (__gm__ volatile int32_t *flag)
{
  while (flag[0] == 0)
    ;
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int32_t *flag = ascsim_gm_alloc (32);
  ASCSIM_LAUNCH (1, spin_on_gm (flag));
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: launch of spin_on_gm \(flag\): block 0 issued more than 1000 instructions \(the last one was a scalar load or store\), the budget of a block; the kernel may never end: if it does, raise the budget with --ascsim-max-instructions=N} } } */
