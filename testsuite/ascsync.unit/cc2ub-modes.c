/* { dg-do run } */
/* copy_matrix_cc_to_ubuf crMode conversions: 0 NONE (with nBurst,
   srcStride in fractals and dstStride in blocks), 5 NONE_RELU,
   1 F32toF16 (round to nearest even, overflow to inf), 2 F32toF16_RELU,
   3 S32toF16, 4 F16toF32 (from mad's f16 accumulator).  L0C is filled
   by mad from operands laid out with ascsync/cube_layout.h; expected
   values of the special columns are written out by hand.

   f16 mad: A (16 x 16) has A[i][0] = A[i][1] = 1, A[i][2] = i; B (16 x
   48) has B[0][j] = x_j, B[1][j] = y_j, B[2][j] = (j >= 5), so
   C[i][j] = x_j + y_j (+ i for j >= 5).  int8 mad: A (16 x 32) has
   A[i][0] = i - 8 and A[i][p] = w_i for p >= 1 (w_15 = 127, else 1);
   B (32 x 16) has B[0][j] = 1 and column sums S_j over p >= 1, so
   C[i][j] = i - 8 + w_i * S_j.  */

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "ascsim.h"
#include "ascsync/cube_layout.h"

/* Offsets (bytes) of the six outputs in the GM output buffer.  */
#define O0 0x0000               /* mode 0: fractals 0 and 2, 2048 B */
#define O5 0x0800               /* mode 5: 3 fractals f32, 3072 B */
#define O1 0x1400               /* mode 1: 3 fractals f16, 1536 B */
#define O2 0x1a00               /* mode 2: 3 fractals f16 */
#define O3 0x2000               /* mode 3: 1 fractal f16, 512 B */
#define O4 0x2200               /* mode 4: 3 fractals f32 */
#define OUT_BYTES 0x2e00

/* IN holds the images a16 (1 fractal), b16 (3), a8 (1), b8 (1).  */
__global__ __aicore__ void
modes (__gm__ uint8_t *in, __gm__ uint8_t *out)
{
  __cbuf__ uint8_t *l1 = (__cbuf__ uint8_t *) get_imm (0);
  __ca__ half *a16 = (__ca__ half *) get_imm (0);
  __ca__ int8_t *a8 = (__ca__ int8_t *) get_imm (0x200);
  __cb__ half *b16 = (__cb__ half *) get_imm (0);
  __cb__ int8_t *b8 = (__cb__ int8_t *) get_imm (0x600);
  __cc__ float *c32 = (__cc__ float *) get_imm (0);
  __cc__ half *c16 = (__cc__ half *) get_imm (0x1000);
  __cc__ int32_t *cs = (__cc__ int32_t *) get_imm (0x2000);
  __ubuf__ uint8_t *ub = (__ubuf__ uint8_t *) get_imm (0);

  copy_gm_to_cbuf (l1, in, 0, 1, 6 * 16, 0, 0, PAD_NONE);
  set_flag (PIPE_MTE2, PIPE_MTE1, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_MTE1, EVENT_ID0);
  load_cbuf_to_ca (a16, l1, 0, 1, 0, 0, 0);
  load_cbuf_to_cb (b16, l1, 1, 3, 1, 0, 0);
  load_cbuf_to_ca (a8, l1, 4, 1, 0, 0, 0);
  load_cbuf_to_cb (b8, l1, 5, 1, 0, 0, 0);
  set_flag (PIPE_MTE1, PIPE_M, EVENT_ID0);
  wait_flag (PIPE_MTE1, PIPE_M, EVENT_ID0);
  mad (c32, a16, b16, 16, 16, 48, 1);
  mad (c16, a16, b16, 16, 16, 48, 1);
  mad (cs, a8, b8, 16, 32, 16, 1);
  set_flag (PIPE_M, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_M, PIPE_V, EVENT_ID0);
  /* Fractals 0 and 2 (source gap 1 fractal) to UB 0 and 1024 + 32.  */
  copy_matrix_cc_to_ubuf (ub, c32, 0, 2, 1, 1, 1, CRMODE_NONE);
  copy_matrix_cc_to_ubuf (ub + 0x1000, c32, 0, 1, 3, 0, 0, CRMODE_NONE_RELU);
  copy_matrix_cc_to_ubuf (ub + 0x2000, c32, 0, 1, 3, 0, 0,
                          CRMODE_F32toF16_NONE);
  copy_matrix_cc_to_ubuf (ub + 0x3000, c32, 0, 1, 3, 0, 0,
                          CRMODE_F32toF16_RELU);
  copy_matrix_cc_to_ubuf (ub + 0x4000, cs, 0, 1, 1, 0, 0,
                          CRMODE_S32toF16_NONE);
  copy_matrix_cc_to_ubuf (ub + 0x5000, c16, 0, 1, 3, 0, 0,
                          CRMODE_F16toF32_NONE);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (out + O0, ub, 0, 2, 32, 1, 0);
  copy_ubuf_to_gm (out + O5, ub + 0x1000, 0, 1, 96, 0, 0);
  copy_ubuf_to_gm (out + O1, ub + 0x2000, 0, 1, 48, 0, 0);
  copy_ubuf_to_gm (out + O2, ub + 0x3000, 0, 1, 48, 0, 0);
  copy_ubuf_to_gm (out + O3, ub + 0x4000, 0, 1, 16, 0, 0);
  copy_ubuf_to_gm (out + O4, ub + 0x5000, 0, 1, 96, 0, 0);
}

/* Special columns 0..4 of the f16 product: x + y exactly in f32, and
   the fp16 value by hand (ulp 1/64 at 16, 1/2 at 1000; 70000 > 65504).
   Column 0 is a tie rounded to even (1031.5 ulps -> 1032), column 1
   rounds down, column 3 is a tie rounded to even.  */
static const float xs[5] = { 16.0f, 16.0f, -3.0f, 1000.0f, 60000.0f };
static const float ys[5] = { 0.1171875f, 0.11328125f, 0.5f, 0.25f, 10000.0f };
static const float as_f16[5] = { 16.125f, 16.109375f, -2.5f, 1000.0f,
                                 INFINITY };

static float
c32_at (int i, int j)
{
  return j < 5 ? xs[j] + ys[j] : (float) (j - 20) + 0.25f * j + (float) i;
}

static float
c32_f16_at (int i, int j)
{
  return j < 5 ? as_f16[j] : c32_at (i, j);
}

/* Column sums S_j of the int8 B, and the int8 product.  */
static int
s8_sum (int j)
{
  return j == 0 ? 2049 : j == 1 ? 2051 : j == 2 ? -5 : j;
}

static long
cs_at (int i, int j)
{
  return (long) (i - 8) + (i == 15 ? 127L : 1L) * s8_sum (j);
}

/* Integer V rounded to the nearest fp16 value, ties to even.  */
static float
f16_round_int (long v)
{
  long mag = v < 0 ? -v : v, ulp = 1;
  while (mag >= 2048 * ulp)
    ulp *= 2;
  long q = mag / ulp, rem = mag % ulp;
  if (2 * rem > ulp || (2 * rem == ulp && (q & 1)))
    q++;
  double r = (double) q * ulp;
  if (r > 65504)
    r = INFINITY;
  return (float) (v < 0 ? -r : r);
}

static int bad;

static void
expect_eq (const char *what, int i, int j, float got, float want)
{
  if (got == want || (isnan (got) && isnan (want)))
    return;
  if (bad++ < 10)
    printf ("%s [%d][%d]: got %g, want %g\n", what, i, j, got, want);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  static float a16[16 * 16], b16[16 * 48], c[16 * 48];
  static int8_t a8[16 * 32], b8[32 * 16];
  for (int i = 0; i < 16; i++)
    {
      a16[i * 16 + 0] = 1, a16[i * 16 + 1] = 1, a16[i * 16 + 2] = (float) i;
      a8[i * 32 + 0] = (int8_t) (i - 8);
      for (int p = 1; p < 32; p++)
        a8[i * 32 + p] = i == 15 ? 127 : 1;
    }
  for (int j = 0; j < 48; j++)
    {
      b16[0 * 48 + j] = j < 5 ? xs[j] : (float) (j - 20);
      b16[1 * 48 + j] = j < 5 ? ys[j] : 0.25f * j;
      b16[2 * 48 + j] = j >= 5;
    }
  for (int j = 0; j < 16; j++)
    {
      b8[0 * 16 + j] = 1;
      if (j < 2)
        {
          for (int p = 1; p <= 16; p++)
            b8[p * 16 + j] = 127;
          b8[17 * 16 + j] = j == 0 ? 17 : 19;
        }
      else
        b8[1 * 16 + j] = (int8_t) (j == 2 ? -5 : j);
    }

  uint8_t *in = ascsim_gm_alloc (6 * 512);
  uint8_t *out = ascsim_gm_alloc (OUT_BYTES);
  asc_layout_zz_f16 ((uint16_t *) in, a16, 16, 16);
  asc_layout_zn_f16 ((uint16_t *) (in + 512), b16, 16, 48);
  asc_layout_zz_s8 ((int8_t *) (in + 2048), a8, 16, 32);
  asc_layout_zn_s8 ((int8_t *) (in + 2560), b8, 32, 16);

  ASCSIM_LAUNCH (1, modes (in, out));

  /* Mode 0: fractals 0 (columns 0..15) and 2 (32..47), row-major.  */
  const float *o0 = (const float *) (out + O0);
  for (int f = 0; f < 2; f++)
    for (int i = 0; i < 16; i++)
      for (int s = 0; s < 16; s++)
        expect_eq ("CRMODE_NONE", i, f * 32 + s, o0[f * 256 + i * 16 + s],
                   c32_at (i, f * 32 + s));

  asc_unlayout_nz_f32 (c, (const float *) (out + O5), 16, 48);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 48; j++)
      expect_eq ("CRMODE_NONE_RELU", i, j, c[i * 48 + j],
                 c32_at (i, j) < 0 ? 0.0f : c32_at (i, j));

  asc_unlayout_nz_f16 (c, (const uint16_t *) (out + O1), 16, 48);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 48; j++)
      expect_eq ("CRMODE_F32toF16_NONE", i, j, c[i * 48 + j],
                 c32_f16_at (i, j));

  asc_unlayout_nz_f16 (c, (const uint16_t *) (out + O2), 16, 48);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 48; j++)
      expect_eq ("CRMODE_F32toF16_RELU", i, j, c[i * 48 + j],
                 c32_f16_at (i, j) < 0 ? 0.0f : c32_f16_at (i, j));

  /* The f16 accumulator holds the same rounded sums.  */
  asc_unlayout_nz_f32 (c, (const float *) (out + O4), 16, 48);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 48; j++)
      expect_eq ("CRMODE_F16toF32_NONE", i, j, c[i * 48 + j],
                 c32_f16_at (i, j));

  asc_unlayout_nz_f16 (c, (const uint16_t *) (out + O3), 16, 16);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      expect_eq ("CRMODE_S32toF16_NONE", i, j, c[i * 16 + j],
                 f16_round_int (cs_at (i, j)));
  /* Hand-checked points: 2049 -> 2048 and 2053 -> 2052 (ties to even),
     overflow, an exact negative.  */
  expect_eq ("S32toF16 (8,0)", 8, 0, c[8 * 16 + 0], 2048.0f);
  expect_eq ("S32toF16 (10,1)", 10, 1, c[10 * 16 + 1], 2052.0f);
  expect_eq ("S32toF16 (15,0)", 15, 0, c[15 * 16 + 0], INFINITY);
  expect_eq ("S32toF16 (0,2)", 0, 2, c[0 * 16 + 2], -13.0f);

  ascsim_expect (bad == 0, "copy_matrix_cc_to_ubuf crMode conversions");
  puts (bad == 0 ? "cc2ub-modes: ok" : "cc2ub-modes: wrong data");
  return ascsim_finish ();
}

/* { dg-final { output-contains "cc2ub-modes: ok" } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
