/* { dg-do run } */
/* GM_ADDR, as TBE and Ascend C kernels declare their parameters: the
   kernel takes GM addresses as bytes and casts them to the element type;
   it runs on the simulator with the results of a half * kernel.  */

#include "ascsim.h"

__global__ __aicore__ void
add_kernel (GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
  __gm__ half *gx = (__gm__ half *) x + block_idx * 128;
  __gm__ half *gy = (__gm__ half *) y + block_idx * 128;
  __gm__ half *gz = (__gm__ half *) z + block_idx * 128;
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x100);
  copy_gm_to_ubuf (a, gx, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (b, gy, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadd (a, a, b, 1, 1, 1, 1, 8, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (gz, a, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256 * sizeof (half));
  half *y = ascsim_gm_alloc (256 * sizeof (half));
  half *z = ascsim_gm_alloc (256 * sizeof (half));
  float got[256], want[256];
  for (int i = 0; i < 256; i++)
    {
      x[i] = (half) (i / 4);
      y[i] = (half) (i % 7);
      want[i] = (float) (i / 4 + i % 7);
    }
  ASCSIM_LAUNCH (2, add_kernel ((uint8_t *) x, (uint8_t *) y,
                                (uint8_t *) z));
  for (int i = 0; i < 256; i++)
    got[i] = (float) z[i];
  ascsim_compare_f32 ("z = x + y", got, want, 256, 0, 0);
  return ascsim_finish ();
}

/* { dg-final { output-contains {0 findings, 0 failed checks: PASS} } } */
