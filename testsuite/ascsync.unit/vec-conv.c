/* { dg-do run } */
/* vconv_f322f16 rounds fp32 to the nearest fp16 (ties to even, overflow
   to infinity) and vconv_f162f32 widens exactly; 64 elements per repeat,
   the fp16 side using 4 blocks (128 bytes) per repeat.  Round trip of 2
   repeats: f32 -> f16 -> f32.  */

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "ascsim.h"

#define N 128

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

/* UB: fp32 x at 0 (512 B), fp16 h at 512 (256 B), fp32 y at 1024.  */
__global__ __aicore__ void
conv_kernel (__gm__ float *x, __gm__ half *h, __gm__ float *y)
{
  __ubuf__ float *ux = (__ubuf__ float *) get_imm (0);
  __ubuf__ half *uh = (__ubuf__ half *) get_imm (512);
  __ubuf__ float *uy = (__ubuf__ float *) get_imm (1024);

  copy_gm_to_ubuf (ux, x, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vconv_f322f16 (uh, ux, 2, 1, 1, 4, 8);
  pipe_barrier (PIPE_V);
  vconv_f162f32 (uy, uh, 2, 1, 1, 8, 4);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (h, uh, 0, 1, 8, 0, 0);
  copy_ubuf_to_gm (y, uy, 0, 1, 16, 0, 0);
}

/* Bits of fp16 H.  */
static uint16_t
bits (half h)
{
  uint16_t b;
  memcpy (&b, &h, sizeof b);
  return b;
}

int
main (int argc, char **argv)
{
  /* Hand-computed cases: input, fp16 result, its bits.  */
  static const struct
  {
    int at;
    float in;
    double out;
    unsigned b;
  } hand[] = {
    { 0, 0.1f, 0.0999755859375, 0x2e66 },           /* inexact */
    { 1, 1.0f / 3.0f, 0.333251953125, 0x3555 },     /* inexact */
    { 2, 65504.0f, 65504.0, 0x7bff },               /* largest finite */
    { 3, 70000.0f, INFINITY, 0x7c00 },              /* overflow */
    { 4, 1.0f + 0x1p-11f, 1.0, 0x3c00 },            /* tie, to even */
    { 5, 1.0f + 0x3p-11f, 1.001953125, 0x3c02 },    /* tie, to even */
    { 6, -2.5f, -2.5, 0xc100 },                     /* exact */
    { 70, 0x1p-24f, 0x1p-24, 0x0001 },              /* denormal, rep 1 */
    { 127, -1234.56f, -1235.0, 0xe4d3 },            /* inexact, rep 1 */
  };
  ascsim_init (&argc, argv);
  float *x = ascsim_gm_alloc (N * sizeof (float));
  half *h = ascsim_gm_alloc (N * sizeof (half));
  float *y = ascsim_gm_alloc (N * sizeof (float));
  for (int i = 0; i < N; i++)
    x[i] = (i - 50) * 0.37f;
  for (size_t k = 0; k < sizeof hand / sizeof hand[0]; k++)
    x[hand[k].at] = hand[k].in;

  ASCSIM_LAUNCH (1, conv_kernel (x, h, y));

  for (int i = 0; i < N; i++)
    {
      double want = asc_f16_bits_to_f32 (asc_f32_to_f16_bits (x[i]));
      check ("f16", i, (float) h[i], want, 0);
      check ("round trip", i, y[i], want, 0);
    }
  for (size_t k = 0; k < sizeof hand / sizeof hand[0]; k++)
    {
      check ("hand f16", hand[k].at, (float) h[hand[k].at], hand[k].out, 0);
      check ("hand bits", hand[k].at, bits (h[hand[k].at]), hand[k].b, 0);
      check ("hand f32", hand[k].at, y[hand[k].at], hand[k].out, 0);
    }

  ascsim_expect (nfail == 0, "vec-conv results");
  if (nfail == 0)
    printf ("vec-conv: %d checks passed\n", nchk);
  return ascsim_finish ();
}

/* { dg-final { output-contains {vec-conv: [0-9]+ checks passed} } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
