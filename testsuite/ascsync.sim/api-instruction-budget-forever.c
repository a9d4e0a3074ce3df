/* A kernel that loops for ever issuing intrinsics used to grow the
   simulator's memory without bound; it now stops at the instruction
   budget with an error (exit status 2).  The test lowers the budget
   (default 10000000) to keep the run short.  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-max-instructions=100000" } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

__global__ __aicore__ void
forever (__gm__ half *x)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  for (;;)
    {
      copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
      pipe_barrier (PIPE_ALL);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (512);
  ASCSIM_LAUNCH (1, forever (x));
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: launch of forever \(x\): block 0 issued more than 100000 instructions \(the last one at [^ ]*api-instruction-budget-forever.c:16\), the budget of a block; the kernel may never end: if it does, raise the budget with --ascsim-max-instructions=N} } } */
