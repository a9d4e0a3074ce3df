/* { dg-do run } */
/* mad, int8 inputs and s32 accumulator, with m, k and n that are not
   multiples of the fractal sizes (20 x 40 x 24; int8 fractals are
   16 x 32): the layout helpers zero-pad, so the padded whole-fractal
   product is exact.  A first mad with init 1 and a second with init 0
   on the same operands give C = 2 * A * B, compared exactly with a C
   reference.  */

#include <stdio.h>
#include "ascsim.h"
#include "ascsync/cube_layout.h"

#define M 20
#define K 40
#define N 24

/* mt = 2, kt = 2, nt = 2: 4 fractals per operand, 4 L0C fractals of
   int32 (4096 bytes).  */
__global__ __aicore__ void
matmul_s8 (__gm__ int8_t *a, __gm__ int8_t *b, __gm__ int32_t *c)
{
  __cbuf__ int8_t *l1a = (__cbuf__ int8_t *) get_imm (0);
  __cbuf__ int8_t *l1b = (__cbuf__ int8_t *) get_imm (0x800);
  __ca__ int8_t *l0a = (__ca__ int8_t *) get_imm (0x200);
  __cb__ int8_t *l0b = (__cb__ int8_t *) get_imm (0x400);
  __cc__ int32_t *l0c = (__cc__ int32_t *) get_imm (0x1000);
  __ubuf__ int32_t *ub = (__ubuf__ int32_t *) get_imm (0x100);

  copy_gm_to_cbuf (l1a, a, 0, 1, 4 * 16, 0, 0, PAD_NONE);
  copy_gm_to_cbuf (l1b, b, 0, 1, 4 * 16, 0, 0, PAD_NONE);
  set_flag (PIPE_MTE2, PIPE_MTE1, EVENT_ID1);
  wait_flag (PIPE_MTE2, PIPE_MTE1, EVENT_ID1);
  load_cbuf_to_ca (l0a, l1a, 0, 4, 1, 0, 0);
  load_cbuf_to_cb (l0b, l1b, 0, 4, 1, 0, 0);
  set_flag (PIPE_MTE1, PIPE_M, EVENT_ID1);
  wait_flag (PIPE_MTE1, PIPE_M, EVENT_ID1);
  mad (l0c, l0a, l0b, M, K, N, 1);
  pipe_barrier (PIPE_M);
  mad (l0c, l0a, l0b, M, K, N, 0);
  set_flag (PIPE_M, PIPE_V, EVENT_ID1);
  wait_flag (PIPE_M, PIPE_V, EVENT_ID1);
  copy_matrix_cc_to_ubuf (ub, l0c, 0, 1, 4, 0, 0, CRMODE_NONE);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID1);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID1);
  copy_ubuf_to_gm (c, ub, 0, 1, 4 * 32, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  static int8_t a[M * K], b[K * N];
  static int32_t c[M * N], want[M * N];
  uint32_t seed = 777;
  for (int i = 0; i < M * K; i++)
    {
      seed = seed * 1664525u + 1013904223u;
      a[i] = (int8_t) (seed >> 24);
    }
  for (int i = 0; i < K * N; i++)
    {
      seed = seed * 1664525u + 1013904223u;
      b[i] = (int8_t) (seed >> 24);
    }
  /* Extremes: the largest products.  */
  a[0] = -128, b[0] = -128, a[1] = 127, b[N] = 127;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      {
        int32_t s = 0;
        for (int p = 0; p < K; p++)
          s += (int32_t) a[i * K + p] * b[p * N + j];
        want[i * N + j] = 2 * s;
      }

  int8_t *ga = ascsim_gm_alloc (asc_zz_bytes_s8 (M, K));
  int8_t *gb = ascsim_gm_alloc (asc_zn_bytes_s8 (K, N));
  int32_t *gc = ascsim_gm_alloc (asc_nz_bytes (M, N, 4));
  asc_layout_zz_s8 (ga, a, M, K);
  asc_layout_zn_s8 (gb, b, K, N);

  ASCSIM_LAUNCH (1, matmul_s8 (ga, gb, gc));

  asc_unlayout_nz_s32 (c, gc, M, N);
  int bad = 0;
  for (int i = 0; i < M * N; i++)
    if (c[i] != want[i] && bad++ < 5)
      printf ("C[%d][%d]: got %d, want %d\n", i / N, i % N, (int) c[i],
              (int) want[i]);
  ascsim_expect (bad == 0, "20x40x24 int8 matmul, s32 accumulator");
  puts (bad == 0 ? "mad-int8: ok" : "mad-int8: wrong data");
  return ascsim_finish ();
}

/* { dg-final { output-contains "mad-int8: ok" } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
