/* { dg-do run } */
/* set_l0a_2d / set_l0b_2d fill config[7:0] fractals of 512 bytes of
   L0A / L0B with the value of the L0 set-value register as it was when
   the fill was issued (set_l0_set_value).  L0A/L0B can only be observed
   through mad: A (32 x 16, two fractals) is filled with 0.5, then the
   register is set to 3 and B (16 x 16, one fractal) is filled; C = A x B
   is compared with the product computed in C from the filled values.  */

#include <stdio.h>
#include "ascsim.h"

__global__ __aicore__ void
fills (__gm__ float *out)
{
  __ca__ half *l0a = (__ca__ half *) get_imm (0);
  __cb__ half *l0b = (__cb__ half *) get_imm (0);
  __cc__ float *l0c = (__cc__ float *) get_imm (0);
  __ubuf__ float *ub = (__ubuf__ float *) get_imm (0);

  set_l0_set_value ((half) 0.5);
  set_l0a_2d (l0a, 2);
  set_l0_set_value ((half) 3.0);
  set_l0b_2d (l0b, 1);
  set_flag (PIPE_MTE1, PIPE_M, EVENT_ID0);
  wait_flag (PIPE_MTE1, PIPE_M, EVENT_ID0);
  mad (l0c, l0a, l0b, 32, 16, 16, 1);
  set_flag (PIPE_M, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_M, PIPE_V, EVENT_ID0);
  copy_matrix_cc_to_ubuf (ub, l0c, 0, 1, 2, 0, 0, CRMODE_NONE);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (out, ub, 0, 1, 2 * 32, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *out = ascsim_gm_alloc (2 * 1024);

  ASCSIM_LAUNCH (1, fills (out));

  float a[32][16], b[16][16], want[2 * 256];
  for (int r = 0; r < 32; r++)
    for (int k = 0; k < 16; k++)
      a[r][k] = 0.5f;
  for (int k = 0; k < 16; k++)
    for (int c = 0; c < 16; c++)
      b[k][c] = 3.0f;
  /* L0C NZ: fractal mi holds rows mi * 16 .. mi * 16 + 15, row-major.  */
  for (int r = 0; r < 32; r++)
    for (int c = 0; c < 16; c++)
      {
        float s = 0.0f;
        for (int k = 0; k < 16; k++)
          s += a[r][k] * b[k][c];
        want[(r / 16) * 256 + (r % 16) * 16 + c] = s;
      }
  int ok = ascsim_compare_f32 ("mad of the filled L0A and L0B", out, want,
                               2 * 256, 0.0, 0.0);
  puts (ok ? "fill-l0-set-value: ok" : "fill-l0-set-value: wrong data");
  return ascsim_finish ();
}

/* { dg-final { output-contains "fill-l0-set-value: ok" } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
