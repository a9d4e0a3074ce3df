/* The instruction budget is per block: block 0 issues 2000 instructions
   and block 1 4000 (a load and a barrier per iteration), so with
   --ascsim-max-instructions=3999 block 0 runs and block 1 stops the run
   at its 4000th instruction with an error naming the kernel, the block,
   the last call and the option (exit status 2).  Twin:
   api-instruction-budget-raised.c.  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-max-instructions=3999" } */
/* { dg-ascsync-expect-exit 2 } */
#include "ascsim.h"

__global__ __aicore__ void
reload (__gm__ half *x)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  for (int i = 0; i < 1000 * (get_block_idx () + 1); i++)
    {
      copy_gm_to_ubuf (ub, x, 0, 1, 8, 0, 0);
      pipe_barrier (PIPE_ALL);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256);
  ASCSIM_LAUNCH (2, reload (x));
  puts ("launch returned");
  return ascsim_finish ();
}

/* { dg-final { exit-status 2 } } */
/* { dg-final { output-contains {ascsim: error: launch of reload \(x\): block 1 issued more than 3999 instructions \(the last one at [^ ]*api-instruction-budget-exceeded.c:19\), the budget of a block; the kernel may never end: if it does, raise the budget with --ascsim-max-instructions=N} } } */
/* { dg-final { output-not-contains {launch returned} } } */
