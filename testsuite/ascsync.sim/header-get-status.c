/* { dg-do run } */
/* get_status () reads the core's status register.  The simulator
   models no status condition, so it reads 0 in every block, also after
   vector work.  */

#include "ascsim.h"

__global__ __aicore__ void
status_kernel (__gm__ half *x, __gm__ uint64_t *st)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x + block_idx * 128, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadd (a, a, a, 1, 1, 1, 1, 8, 8, 8);
  pipe_barrier (PIPE_ALL);
  st[block_idx] = get_status () + 1;
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256 * sizeof (half));
  uint64_t *st = ascsim_gm_alloc (2 * sizeof (uint64_t));
  for (int i = 0; i < 256; i++)
    x[i] = (half) 1.0f;
  ASCSIM_LAUNCH (2, status_kernel (x, st));
  if (st[0] != 1 || st[1] != 1)
    {
      printf ("status %llu %llu\n", (unsigned long long) st[0],
              (unsigned long long) st[1]);
      return 1;
    }
  return ascsim_finish ();
}

/* { dg-final { output-contains {0 findings, 0 failed checks: PASS} } } */
