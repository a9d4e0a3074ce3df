/* { dg-do run } */
/* { dg-options "-O2" } */
/* Loads into get_imm (P * 1024), one per iteration, then stores from
   the same addresses (dump twin: dump-iter-form-get-imm-induction.c):
   y is x and the checker finds no race, with no barrier between the
   loads.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t n)
{
  if (n > 16)
    n = 16;
  for (int p = 0; p < n; p++)
    copy_gm_to_ubuf ((__ubuf__ half *) get_imm (p * 1024), x + p * 512, 0, 1,
                     32, 0, 0);
  for (int p = 0; p < n; p++)
    copy_ubuf_to_gm (y + p * 512, (__ubuf__ half *) get_imm (p * 1024), 0, 1,
                     32, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (8192 * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (8192 * sizeof (half));
  for (int i = 0; i < 8192; i++)
    {
      x[i] = (half) (float) (i % 251);
      y[i] = (half) 0.0f;
    }
  ASCSIM_LAUNCH (1, k (x, y, 16));
  float got[8192], want[8192];
  for (int i = 0; i < 8192; i++)
    {
      got[i] = (float) y[i];
      want[i] = (float) (i % 251);
    }
  ascsim_compare_f32 ("y = x", got, want, 8192, 0, 0);
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
