/* { dg-do run } */
/* Reductions over 2 repeats, fp16 and fp32: vcadd writes the sum of each
   repeat, vcmax/vcmin a (value, index) pair (index = position of the
   first extreme in the repeat, as a 16-bit integer for fp16 and 32-bit
   for fp32), vcgadd/vcgmax one sum/max per 32-byte block; the vector
   mask limits the elements reduced, and fp16 sums accumulate in float
   and round once.  */

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "ascsim.h"

static int nfail, nchk;

/* Record one comparison of GOT against WANT (absolute tolerance TOL).  */
static void
check (const char *what, int i, double got, double want, double tol)
{
  nchk++;
  if (got == want || fabs (got - want) <= tol)
    return;
  if (nfail++ < 10)
    printf ("FAIL: %s[%d]: got %.9g, want %.9g\n", what, i, got, want);
}

/* Byte offsets of the results in the output area.  */
#define O16_SUM 0           /* 2 halves */
#define O16_MAX 32          /* 2 (value, index) pairs of 4 bytes */
#define O16_MIN 64
#define O16_GSUM 96         /* 2 x 8 halves */
#define O16_GMAX 128
#define O16_MSUM 160        /* masked vcadd: 2 halves */
#define O16_BIG 192         /* vcadd of { 2048, 1, 1, ... } */
#define O32_SUM 256         /* dstRepeatStride 2: floats 0 and 2 */
#define O32_MAX 288         /* 2 pairs of 8 bytes */
#define O32_MIN 320
#define O32_GSUM 352        /* 2 x 8 floats */
#define O32_GMAX 416
#define O32_MGSUM 480       /* masked vcgadd: 2 x 8 floats */
#define OUT_BYTES 1024

/* UB: fp16 x (2 repeats) at 0, fp32 y (2 repeats) at 512, fp16 big (1
   repeat) at 1024, output area at 2048.  */
__global__ __aicore__ void
reduce_kernel (__gm__ half *x, __gm__ float *y, __gm__ half *big,
               __gm__ uint8_t *out)
{
  __ubuf__ half *ux = (__ubuf__ half *) get_imm (0);
  __ubuf__ float *uy = (__ubuf__ float *) get_imm (512);
  __ubuf__ half *ubig = (__ubuf__ half *) get_imm (1024);
  uint64_t o = get_imm (2048);

  copy_gm_to_ubuf (ux, x, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (uy, y, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (ubig, big, 0, 1, 8, 0, 0);
  vector_dup ((__ubuf__ half *) o, (half) 0.0f, OUT_BYTES / 256, 1, 1, 8,
              8);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  pipe_barrier (PIPE_V);

  vcadd ((__ubuf__ half *) (o + O16_SUM), ux, 2, 1, 1, 8);
  vcmax ((__ubuf__ half *) (o + O16_MAX), ux, 2, 1, 1, 8);
  vcmin ((__ubuf__ half *) (o + O16_MIN), ux, 2, 1, 1, 8);
  vcgadd ((__ubuf__ half *) (o + O16_GSUM), ux, 2, 1, 1, 8);
  vcgmax ((__ubuf__ half *) (o + O16_GMAX), ux, 2, 1, 1, 8);
  vcadd ((__ubuf__ half *) (o + O16_BIG), ubig, 1, 1, 1, 8);
  vcadd ((__ubuf__ float *) (o + O32_SUM), uy, 2, 2, 1, 8);
  vcmax ((__ubuf__ float *) (o + O32_MAX), uy, 2, 1, 1, 8);
  vcmin ((__ubuf__ float *) (o + O32_MIN), uy, 2, 1, 1, 8);
  vcgadd ((__ubuf__ float *) (o + O32_GSUM), uy, 2, 1, 1, 8);
  vcgmax ((__ubuf__ float *) (o + O32_GMAX), uy, 2, 1, 1, 8);
  set_vector_mask (0, 0xf);
  vcadd ((__ubuf__ half *) (o + O16_MSUM), ux, 2, 1, 1, 8);
  set_vector_mask (0, 0x0303030303030303ull);
  vcgadd ((__ubuf__ float *) (o + O32_MGSUM), uy, 2, 1, 1, 8);
  set_vector_mask (~0ull, ~0ull);

  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (out, (__ubuf__ uint8_t *) o, 0, 1, OUT_BYTES / 32, 0,
                   0);
}

/* Element I of the halves / floats / uint16 / uint32 at OUT + OFF.  */
static double
h_at (const uint8_t *out, int off, int i)
{
  half h;
  memcpy (&h, out + off + 2 * i, sizeof h);
  return (float) h;
}

static double
f_at (const uint8_t *out, int off, int i)
{
  float f;
  memcpy (&f, out + off + 4 * i, sizeof f);
  return f;
}

static double
u16_at (const uint8_t *out, int off, int i)
{
  uint16_t u;
  memcpy (&u, out + off + 2 * i, sizeof u);
  return u;
}

static double
u32_at (const uint8_t *out, int off, int i)
{
  uint32_t u;
  memcpy (&u, out + off + 4 * i, sizeof u);
  return u;
}

/* Reference over elements [LO, HI) of V: sum, max, min, and the first
   indices (relative to LO) of max and min.  */
static void
reduce (const float *v, int lo, int hi, double *sum, double *mx, double *mn,
        int *imx, int *imn)
{
  *sum = 0;
  *mx = v[lo], *mn = v[lo], *imx = 0, *imn = 0;
  for (int i = lo; i < hi; i++)
    {
      *sum += v[i];
      if (v[i] > *mx)
        *mx = v[i], *imx = i - lo;
      if (v[i] < *mn)
        *mn = v[i], *imn = i - lo;
    }
}

int
main (int argc, char **argv)
{
  float xr[256], yr[128];
  double s, mx, mn;
  int imx, imn;
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256 * sizeof (half));
  float *y = ascsim_gm_alloc (128 * sizeof (float));
  half *big = ascsim_gm_alloc (128 * sizeof (half));
  uint8_t *out = ascsim_gm_alloc (OUT_BYTES);
  for (int i = 0; i < 256; i++)
    x[i] = (half) (xr[i] = (float) ((i * 37) % 21 - 10));
  for (int i = 0; i < 128; i++)
    y[i] = yr[i] = (float) ((i * 29) % 17 - 8) + 0.5f;
  for (int i = 0; i < 128; i++)
    big[i] = (half) (i == 0 ? 2048.0f : 1.0f);

  ASCSIM_LAUNCH (1, reduce_kernel (x, y, big, out));

  for (int r = 0; r < 2; r++)
    {
      reduce (xr, r * 128, r * 128 + 128, &s, &mx, &mn, &imx, &imn);
      check ("f16 vcadd", r, h_at (out, O16_SUM, r), s, 0);
      check ("f16 vcmax value", r, h_at (out, O16_MAX, 2 * r), mx, 0);
      check ("f16 vcmax index", r, u16_at (out, O16_MAX, 2 * r + 1), imx, 0);
      check ("f16 vcmin value", r, h_at (out, O16_MIN, 2 * r), mn, 0);
      check ("f16 vcmin index", r, u16_at (out, O16_MIN, 2 * r + 1), imn, 0);
      reduce (xr, r * 128, r * 128 + 4, &s, &mx, &mn, &imx, &imn);
      check ("f16 masked vcadd", r, h_at (out, O16_MSUM, r), s, 0);
      for (int b = 0; b < 8; b++)
        {
          int lo = r * 128 + b * 16;
          reduce (xr, lo, lo + 16, &s, &mx, &mn, &imx, &imn);
          check ("f16 vcgadd", r * 8 + b, h_at (out, O16_GSUM, r * 8 + b), s,
                 0);
          check ("f16 vcgmax", r * 8 + b, h_at (out, O16_GMAX, r * 8 + b),
                 mx, 0);
        }
      reduce (yr, r * 64, r * 64 + 64, &s, &mx, &mn, &imx, &imn);
      check ("f32 vcadd", r, f_at (out, O32_SUM, 2 * r), s, 0);
      check ("f32 vcmax value", r, f_at (out, O32_MAX, 2 * r), mx, 0);
      check ("f32 vcmax index", r, u32_at (out, O32_MAX, 2 * r + 1), imx, 0);
      check ("f32 vcmin value", r, f_at (out, O32_MIN, 2 * r), mn, 0);
      check ("f32 vcmin index", r, u32_at (out, O32_MIN, 2 * r + 1), imn, 0);
      for (int b = 0; b < 8; b++)
        {
          int lo = r * 64 + b * 8;
          reduce (yr, lo, lo + 8, &s, &mx, &mn, &imx, &imn);
          check ("f32 vcgadd", r * 8 + b, f_at (out, O32_GSUM, r * 8 + b), s,
                 0);
          check ("f32 vcgmax", r * 8 + b, f_at (out, O32_GMAX, r * 8 + b),
                 mx, 0);
          reduce (yr, lo, lo + 2, &s, &mx, &mn, &imx, &imn);
          check ("f32 masked vcgadd", r * 8 + b,
                 f_at (out, O32_MGSUM, r * 8 + b), s, 0);
        }
    }
  /* vcadd with dstRepeatStride 2 leaves float 1 alone (0 from the
     vector_dup).  */
  check ("f32 vcadd gap", 1, f_at (out, O32_SUM, 1), 0, 0);

  /* Hand-computed values.  */
  check ("f16 vcadd hand", 0, h_at (out, O16_SUM, 0), -4, 0);
  check ("f16 vcadd hand", 1, h_at (out, O16_SUM, 1), -3, 0);
  check ("f16 vcmax hand value", 0, h_at (out, O16_MAX, 0), 10, 0);
  check ("f16 vcmax hand index", 0, u16_at (out, O16_MAX, 1), 17, 0);
  check ("f16 vcmin hand value", 1, h_at (out, O16_MIN, 2), -10, 0);
  check ("f16 vcmin hand index", 1, u16_at (out, O16_MIN, 3), 19, 0);
  check ("f16 vcgadd hand", 7, h_at (out, O16_GSUM, 7), 3, 0);
  check ("f16 vcgmax hand", 9, h_at (out, O16_GMAX, 9), 8, 0);
  check ("f16 masked vcadd hand", 0, h_at (out, O16_MSUM, 0), -7, 0);
  check ("f32 vcadd hand", 1, f_at (out, O32_SUM, 2), 36.0, 0);
  check ("f32 vcmax hand index", 0, u32_at (out, O32_MAX, 1), 7, 0);
  check ("f32 vcmin hand value", 1, f_at (out, O32_MIN, 2), -7.5, 0);
  check ("f32 vcmin hand index", 1, u32_at (out, O32_MIN, 3), 4, 0);
  check ("f32 vcgadd hand", 9, f_at (out, O32_GSUM, 9), 14.0, 0);
  check ("f32 masked vcgadd hand", 3, f_at (out, O32_MGSUM, 3), 12.0, 0);
  /* 2048 + 127 * 1 = 2175 in float, rounded once to fp16 (ulp 2, tie to
     even) = 2176; summing in fp16 would stay at 2048.  */
  check ("f16 vcadd float accumulation", 0, h_at (out, O16_BIG, 0), 2176, 0);

  ascsim_expect (nfail == 0, "vec-reduce results");
  if (nfail == 0)
    printf ("vec-reduce: %d checks passed\n", nchk);
  return ascsim_finish ();
}

/* { dg-final { output-contains {vec-reduce: [0-9]+ checks passed} } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
