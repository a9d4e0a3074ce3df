/* { dg-do run } */
/* { dg-options "-x c++ -O2" } */
/* float16_t in C++ is the header's half class: kernels declared with it
   select the fp16 overloads and compute fp16 results.  */

#include <type_traits>
#include "ascsim.h"

static_assert (std::is_same<float16_t, half>::value, "float16_t is half");

__global__ __aicore__ void
scale_kernel (__gm__ float16_t *x, __gm__ float16_t *y)
{
  __ubuf__ float16_t *a = (__ubuf__ float16_t *) get_imm (0);
  copy_gm_to_ubuf (a, x + block_idx * 128, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vmuls (a, a, (float16_t) 0.5, 1, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y + block_idx * 128, a, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float16_t *x = (float16_t *) ascsim_gm_alloc (256 * sizeof (float16_t));
  float16_t *y = (float16_t *) ascsim_gm_alloc (256 * sizeof (float16_t));
  float got[256], want[256];
  for (int i = 0; i < 256; i++)
    {
      x[i] = float16_t ((float) i);
      want[i] = 0.5f * (float) i;
    }
  ASCSIM_LAUNCH (2, scale_kernel (x, y));
  for (int i = 0; i < 256; i++)
    got[i] = (float) y[i];
  ascsim_compare_f32 ("y = 0.5 * x", got, want, 256, 0, 0);
  return ascsim_finish ();
}

/* { dg-final { output-contains {0 findings, 0 failed checks: PASS} } } */
