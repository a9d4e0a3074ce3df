/* { dg-do run } */
/* load_cbuf_to_ca/cb (load2d) with baseIdx, srcStride and transpose:
   transpose 1 transposes each 16 x 16 fp16 fractal.  L0A/L0B can only
   be observed through mad, so the loaded fractals are multiplied by an
   identity fractal (exact for these small integers) and read back from
   L0C.  Fractal F of L1 holds F * 256 + r * 16 + c at (r, c); fractal
   4 is the identity.  Expected values follow from the layouts of
   sim/sem_cube.c (L0A ZZ, L0B ZN, L0C NZ):
     C1 = I x B1, B1 = transposed loads of fractals 1 and 3 (baseIdx 1,
          srcStride 2): the ZN reading of a transposed fractal is the
          fractal itself, so C1 = [F1 | F3] and L0C fractal 0 holds F1,
          fractal 1 holds F3, row-major;
     C2 = A2 x I, A2 = transposed load of fractal 2: C2 = F2^T.  */

#include <stdio.h>
#include "ascsim.h"

__global__ __aicore__ void
loads (__gm__ half *g, __gm__ float *out)
{
  __cbuf__ half *l1 = (__cbuf__ half *) get_imm (0);
  __ca__ half *l0a = (__ca__ half *) get_imm (0);
  __cb__ half *l0b = (__cb__ half *) get_imm (0);
  __cc__ float *l0c = (__cc__ float *) get_imm (0);
  __ubuf__ float *ub = (__ubuf__ float *) get_imm (0);

  copy_gm_to_cbuf (l1, g, 0, 1, 5 * 16, 0, 0, PAD_NONE);
  set_flag (PIPE_MTE2, PIPE_MTE1, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_MTE1, EVENT_ID0);
  load_cbuf_to_ca (l0a, l1, 4, 1, 0, 0, 0);
  load_cbuf_to_cb (l0b, l1, 1, 2, 2, 0, 1);
  load_cbuf_to_ca (l0a + 256, l1, 2, 1, 0, 0, 1);
  load_cbuf_to_cb (l0b + 1024, l1, 4, 1, 0, 0, 0);
  set_flag (PIPE_MTE1, PIPE_M, EVENT_ID0);
  wait_flag (PIPE_MTE1, PIPE_M, EVENT_ID0);
  mad (l0c, l0a, l0b, 16, 16, 32, 1);
  mad (l0c + 512, l0a + 256, l0b + 1024, 16, 16, 16, 1);
  set_flag (PIPE_M, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_M, PIPE_V, EVENT_ID0);
  copy_matrix_cc_to_ubuf (ub, l0c, 0, 1, 3, 0, 0, CRMODE_NONE);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (out, ub, 0, 1, 3 * 32, 0, 0);
}

static float
v (int f, int r, int c)
{
  return (float) (f * 256 + r * 16 + c);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *g = ascsim_gm_alloc (5 * 512);
  float *out = ascsim_gm_alloc (3 * 1024);
  for (int f = 0; f < 4; f++)
    for (int r = 0; r < 16; r++)
      for (int c = 0; c < 16; c++)
        g[f * 256 + r * 16 + c] = (half) v (f, r, c);
  for (int r = 0; r < 16; r++)
    for (int c = 0; c < 16; c++)
      g[4 * 256 + r * 16 + c] = (half) (r == c ? 1.0f : 0.0f);

  ASCSIM_LAUNCH (1, loads (g, out));

  float want[3 * 256];
  for (int r = 0; r < 16; r++)
    for (int c = 0; c < 16; c++)
      {
        want[0 * 256 + r * 16 + c] = v (1, r, c);
        want[1 * 256 + r * 16 + c] = v (3, r, c);
        want[2 * 256 + r * 16 + c] = v (2, c, r);
      }
  int ok = ascsim_compare_f32 ("transposed load2d through mad", out, want,
                               3 * 256, 0.0, 0.0);
  puts (ok ? "load2d-transpose: ok" : "load2d-transpose: wrong data");
  return ascsim_finish ();
}

/* { dg-final { output-contains "load2d-transpose: ok" } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
