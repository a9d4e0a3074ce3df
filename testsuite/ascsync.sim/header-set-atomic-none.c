/* { dg-do run } */
/* set_atomic_none () (no operands) selects plain DMA writes to GM, the
   simulator's only mode: a kernel calling it before and after its
   stores, as TBE kernels do, runs without findings and its copy_ubuf_to_gm
   overwrites GM (the old contents are not accumulated).  */

#include "ascsim.h"

__global__ __aicore__ void
copy_kernel (__gm__ float *x, __gm__ float *y)
{
  __ubuf__ float *a = (__ubuf__ float *) get_imm (0);
  set_atomic_none ();
  copy_gm_to_ubuf (a, x + block_idx * 64, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y + block_idx * 64, a, 0, 1, 8, 0, 0);
  pipe_barrier (PIPE_ALL);
  set_atomic_none ();
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *x = ascsim_gm_alloc (128 * sizeof (float));
  float *y = ascsim_gm_alloc (128 * sizeof (float));
  float want[128];
  for (int i = 0; i < 128; i++)
    {
      x[i] = (float) i;
      y[i] = 1000.0f;
      want[i] = (float) i;
    }
  ASCSIM_LAUNCH (2, copy_kernel (x, y));
  ascsim_compare_f32 ("y = x, not y + x", y, want, 128, 0, 0);
  return ascsim_finish ();
}

/* { dg-final { output-contains {0 findings, 0 failed checks: PASS} } } */
