/* { dg-do run } */
/* { dg-options "-x c++ -O2" } */
/* cce.h in C++: the same CCE-style kernel source compiles as C++ (GCC 12
   has no _Float16 in C++, so half is a 16-bit class) and runs on the
   simulator with the same results.  */

#include "ascsim.h"

__global__ __aicore__ void
scale_kernel (__gm__ half *x, __gm__ float *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ float *f = (__ubuf__ float *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x + block_idx * 128, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vmuls (a, a, (half) 2.0, 1, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  vconv_f162f32 (f, a, 2, 1, 1, 8, 4);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y + block_idx * 128, f, 0, 1, 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (256 * sizeof (half));
  float *y = (float *) ascsim_gm_alloc (256 * sizeof (float));
  float want[256];
  for (int i = 0; i < 256; i++)
    {
      x[i] = half ((float) i / 8);
      want[i] = 2.0f * (float) i / 8;
    }
  ASCSIM_LAUNCH (2, scale_kernel (x, y));
  ascsim_compare_f32 ("y = float (2 * x)", y, want, 256, 0, 0);
  return ascsim_finish ();
}

/* { dg-final { output-contains {0 findings, 0 failed checks: PASS} } } */
