/* { dg-do run } */
/* mad with an fp16 accumulator: a 16 x 32 x 32 product with init 1
   (L0C's 0xff fill, an fp16 NaN, must be ignored), then the same product
   accumulated with init 0, so C = 2 * A * B rounded to fp16.  L0C is
   read back with CRMODE_F16toF32_NONE.  Compared with a C reference
   with an fp16-sized tolerance.  */

#include <stdio.h>
#include "ascsim.h"
#include "ascsync/cube_layout.h"

#define M 16
#define K 32
#define N 32

/* mt 1, kt 2, nt 2: A 2 fractals, B 4 fractals, C 2 fractals of fp16
   (1024 bytes), read out as 2 fractals of f32 (2048 bytes).  */
__global__ __aicore__ void
matmul_f16 (__gm__ half *a, __gm__ half *b, __gm__ float *c)
{
  __cbuf__ half *l1 = (__cbuf__ half *) get_imm (0);
  __ca__ half *l0a = (__ca__ half *) get_imm (0);
  __cb__ half *l0b = (__cb__ half *) get_imm (0);
  __cc__ half *l0c = (__cc__ half *) get_imm (0x200);
  __ubuf__ float *ub = (__ubuf__ float *) get_imm (0);

  copy_gm_to_cbuf (l1, a, 0, 1, 2 * 16, 0, 0, PAD_NONE);
  copy_gm_to_cbuf (l1 + 2 * 256, b, 0, 1, 4 * 16, 0, 0, PAD_NONE);
  set_flag (PIPE_MTE2, PIPE_MTE1, EVENT_ID2);
  wait_flag (PIPE_MTE2, PIPE_MTE1, EVENT_ID2);
  load_cbuf_to_ca (l0a, l1, 0, 2, 1, 0, 0);
  load_cbuf_to_cb (l0b, l1, 2, 4, 1, 0, 0);
  set_flag (PIPE_MTE1, PIPE_M, EVENT_ID2);
  wait_flag (PIPE_MTE1, PIPE_M, EVENT_ID2);
  mad (l0c, l0a, l0b, M, K, N, 1);
  pipe_barrier (PIPE_M);
  mad (l0c, l0a, l0b, M, K, N, 0);
  set_flag (PIPE_M, PIPE_V, EVENT_ID2);
  wait_flag (PIPE_M, PIPE_V, EVENT_ID2);
  copy_matrix_cc_to_ubuf (ub, l0c, 0, 1, 2, 0, 0, CRMODE_F16toF32_NONE);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID2);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID2);
  copy_ubuf_to_gm (c, ub, 0, 1, 2 * 32, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  static float a[M * K], b[K * N], c[M * N], want[M * N];
  uint32_t seed = 4242;
  for (int i = 0; i < M * K + K * N; i++)
    {
      seed = seed * 1664525u + 1013904223u;
      float f = (float) (seed >> 8) / (float) (1u << 23) - 1.0f;
      f = asc_f16_bits_to_f32 (asc_f32_to_f16_bits (f));
      if (i < M * K)
        a[i] = f;
      else
        b[i - M * K] = f;
    }
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      {
        double s = 0;
        for (int p = 0; p < K; p++)
          s += (double) a[i * K + p] * b[p * N + j];
        want[i * N + j] = (float) (2 * s);
      }

  half *ga = ascsim_gm_alloc (asc_zz_bytes_f16 (M, K));
  half *gb = ascsim_gm_alloc (asc_zn_bytes_f16 (K, N));
  float *gc = ascsim_gm_alloc (asc_nz_bytes (M, N, 4));
  asc_layout_zz_f16 ((uint16_t *) ga, a, M, K);
  asc_layout_zn_f16 ((uint16_t *) gb, b, K, N);

  ASCSIM_LAUNCH (1, matmul_f16 (ga, gb, gc));

  asc_unlayout_nz_f32 (c, gc, M, N);
  /* Two fp16 roundings of values below 16: at most 2 ulps of 2^-7.  */
  int ok = ascsim_compare_f32 ("16x32x32 fp16 matmul, f16 accumulator", c,
                               want, M * N, 2e-2, 2e-3);
  puts (ok ? "mad-f16-f16: ok" : "mad-f16-f16: wrong data");
  return ascsim_finish ();
}

/* { dg-final { output-contains "mad-f16-f16: ok" } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
