/* { dg-do run } */
/* mad, fp16 inputs and f32 accumulator: a 32 x 48 x 32 product split
   along k into a 32-wide mad with init 1 (L0C's previous contents, the
   simulator's 0xff fill = NaN, must be ignored) and a 16-wide mad with
   init 0 that accumulates.  Operands are laid out with the
   ascsync/cube_layout.h helpers; load2d's baseIdx/srcStride select the
   k tiles.  Compared with a C reference in double.  */

#include <stdio.h>
#include "ascsim.h"
#include "ascsync/cube_layout.h"

#define M 32
#define K 48
#define N 32

/* A image: ZZ, mt 2 x kt 3, fractal (mi, ki) at mi * 3 + ki.  B image:
   ZN, kt 3 x nt 2, fractal (ki, ni) at ki * 2 + ni.
   First mad (k tiles 0, 1): A fractals (0,0) (0,1) (1,0) (1,1) are L1
   fractals 0, 1, 3, 4 (two loads); B fractals 0..3.
   Second mad (k tile 2): A fractals 2, 5 (baseIdx 2, srcStride 3); B
   fractals 4, 5.  */
__global__ __aicore__ void
matmul (__gm__ half *a, __gm__ half *b, __gm__ float *c)
{
  __cbuf__ half *l1a = (__cbuf__ half *) get_imm (0);
  __cbuf__ half *l1b = (__cbuf__ half *) get_imm (0x1000);
  __ca__ half *a01 = (__ca__ half *) get_imm (0);
  __ca__ half *a2 = (__ca__ half *) get_imm (0x800);
  __cb__ half *b01 = (__cb__ half *) get_imm (0);
  __cb__ half *b2 = (__cb__ half *) get_imm (0x800);
  __cc__ float *l0c = (__cc__ float *) get_imm (0x400 * 4);
  __ubuf__ float *ub = (__ubuf__ float *) get_imm (0);

  copy_gm_to_cbuf (l1a, a, 0, 1, 6 * 16, 0, 0, PAD_NONE);
  copy_gm_to_cbuf (l1b, b, 0, 1, 6 * 16, 0, 0, PAD_NONE);
  set_flag (PIPE_MTE2, PIPE_MTE1, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_MTE1, EVENT_ID0);
  load_cbuf_to_ca (a01, l1a, 0, 2, 1, 0, 0);
  load_cbuf_to_ca (a01 + 2 * 256, l1a, 3, 2, 1, 0, 0);
  load_cbuf_to_ca (a2, l1a, 2, 2, 3, 0, 0);
  load_cbuf_to_cb (b01, l1b, 0, 4, 1, 0, 0);
  load_cbuf_to_cb (b2, l1b, 4, 2, 1, 0, 0);
  set_flag (PIPE_MTE1, PIPE_M, EVENT_ID0);
  wait_flag (PIPE_MTE1, PIPE_M, EVENT_ID0);
  mad (l0c, a01, b01, M, 32, N, 1);
  pipe_barrier (PIPE_M);
  mad (l0c, a2, b2, M, 16, N, 0);
  set_flag (PIPE_M, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_M, PIPE_V, EVENT_ID0);
  copy_matrix_cc_to_ubuf (ub, l0c, 0, 1, 4, 0, 0, CRMODE_NONE);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (c, ub, 0, 1, 4 * 32, 0, 0);
}

static uint32_t seed = 12345;

/* Uniform in [-1, 1), rounded to fp16.  */
static float
next_f16 (void)
{
  seed = seed * 1664525u + 1013904223u;
  float f = (float) (seed >> 8) / (float) (1u << 23) - 1.0f;
  return asc_f16_bits_to_f32 (asc_f32_to_f16_bits (f));
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  static float a[M * K], b[K * N], c[M * N], want[M * N];
  for (int i = 0; i < M * K; i++)
    a[i] = next_f16 ();
  for (int i = 0; i < K * N; i++)
    b[i] = next_f16 ();
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      {
        double s = 0;
        for (int p = 0; p < K; p++)
          s += (double) a[i * K + p] * b[p * N + j];
        want[i * N + j] = (float) s;
      }

  half *ga = ascsim_gm_alloc (asc_zz_bytes_f16 (M, K));
  half *gb = ascsim_gm_alloc (asc_zn_bytes_f16 (K, N));
  float *gc = ascsim_gm_alloc (asc_nz_bytes (M, N, 4));
  asc_layout_zz_f16 ((uint16_t *) ga, a, M, K);
  asc_layout_zn_f16 ((uint16_t *) gb, b, K, N);

  ASCSIM_LAUNCH (1, matmul (ga, gb, gc));

  asc_unlayout_nz_f32 (c, gc, M, N);
  int ok = ascsim_compare_f32 ("32x48x32 fp16 matmul, f32 accumulator", c,
                               want, M * N, 1e-4, 1e-4);
  puts (ok ? "mad-f16-f32: ok" : "mad-f16-f32: wrong data");
  return ascsim_finish ();
}

/* { dg-final { output-contains "mad-f16-f32: ok" } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
