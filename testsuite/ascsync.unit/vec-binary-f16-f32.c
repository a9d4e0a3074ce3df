/* { dg-do run } */
/* vadd, vsub, vmul, vdiv, vmax and vmin compute the element-wise result
   for fp16 (one repeat of 128 elements) and fp32 (two repeats of 64),
   fp16 results rounded to nearest, fp32 division by zero giving an IEEE
   infinity.  */

#include <math.h>
#include <stdio.h>
#include "ascsim.h"

#define N16 128
#define N32 128

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

/* UB layout (bytes): f16 x, y at 0, 256; six f16 results from 512;
   f32 x, y at 2048, 2560; six f32 results from 3072.  */
__global__ __aicore__ void
binary_kernel (__gm__ half *x16, __gm__ half *y16, __gm__ half *o16,
               __gm__ float *x32, __gm__ float *y32, __gm__ float *o32)
{
  __ubuf__ half *ux16 = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *uy16 = (__ubuf__ half *) get_imm (256);
  __ubuf__ half *uo16 = (__ubuf__ half *) get_imm (512);
  __ubuf__ float *ux32 = (__ubuf__ float *) get_imm (2048);
  __ubuf__ float *uy32 = (__ubuf__ float *) get_imm (2560);
  __ubuf__ float *uo32 = (__ubuf__ float *) get_imm (3072);

  copy_gm_to_ubuf (ux16, x16, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (uy16, y16, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (ux32, x32, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (uy32, y32, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);

  vadd (uo16 + 0 * N16, ux16, uy16, 1, 1, 1, 1, 8, 8, 8);
  vsub (uo16 + 1 * N16, ux16, uy16, 1, 1, 1, 1, 8, 8, 8);
  vmul (uo16 + 2 * N16, ux16, uy16, 1, 1, 1, 1, 8, 8, 8);
  vdiv (uo16 + 3 * N16, ux16, uy16, 1, 1, 1, 1, 8, 8, 8);
  vmax (uo16 + 4 * N16, ux16, uy16, 1, 1, 1, 1, 8, 8, 8);
  vmin (uo16 + 5 * N16, ux16, uy16, 1, 1, 1, 1, 8, 8, 8);
  vadd (uo32 + 0 * N32, ux32, uy32, 2, 1, 1, 1, 8, 8, 8);
  vsub (uo32 + 1 * N32, ux32, uy32, 2, 1, 1, 1, 8, 8, 8);
  vmul (uo32 + 2 * N32, ux32, uy32, 2, 1, 1, 1, 8, 8, 8);
  vdiv (uo32 + 3 * N32, ux32, uy32, 2, 1, 1, 1, 8, 8, 8);
  vmax (uo32 + 4 * N32, ux32, uy32, 2, 1, 1, 1, 8, 8, 8);
  vmin (uo32 + 5 * N32, ux32, uy32, 2, 1, 1, 1, 8, 8, 8);

  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (o16, uo16, 0, 1, 6 * 8, 0, 0);
  copy_ubuf_to_gm (o32, uo32, 0, 1, 6 * 16, 0, 0);
}

/* Expected OP (X, Y) in float.  */
static float
ref (int op, float x, float y)
{
  switch (op)
    {
    case 0: return x + y;
    case 1: return x - y;
    case 2: return x * y;
    case 3: return x / y;
    case 4: return x > y ? x : y;
    default: return x < y ? x : y;
    }
}

int
main (int argc, char **argv)
{
  static const char *const names[6] = { "vadd", "vsub", "vmul", "vdiv",
                                        "vmax", "vmin" };
  char what[32];
  ascsim_init (&argc, argv);
  half *x16 = ascsim_gm_alloc (N16 * sizeof (half));
  half *y16 = ascsim_gm_alloc (N16 * sizeof (half));
  half *o16 = ascsim_gm_alloc (6 * N16 * sizeof (half));
  float *x32 = ascsim_gm_alloc (N32 * sizeof (float));
  float *y32 = ascsim_gm_alloc (N32 * sizeof (float));
  float *o32 = ascsim_gm_alloc (6 * N32 * sizeof (float));

  /* x = (i - 64) / 4 and y = i % 7 + 1: sums, differences and products
     are exact in fp16; y32[5] = 0 makes x32[5] / 0 = -inf.  */
  for (int i = 0; i < N16; i++)
    {
      x16[i] = (half) ((i - 64) / 4.0f);
      y16[i] = (half) (float) (i % 7 + 1);
    }
  for (int i = 0; i < N32; i++)
    {
      x32[i] = (i - 64) / 4.0f;
      y32[i] = (float) (i % 7 + 1);
    }
  y32[5] = 0.0f;

  ASCSIM_LAUNCH (1, binary_kernel (x16, y16, o16, x32, y32, o32));

  for (int op = 0; op < 6; op++)
    {
      snprintf (what, sizeof what, "%s f16", names[op]);
      for (int i = 0; i < N16; i++)
        check (what, i, (float) o16[op * N16 + i],
               (float) (half) ref (op, (float) x16[i], (float) y16[i]), 0);
      snprintf (what, sizeof what, "%s f32", names[op]);
      for (int i = 0; i < N32; i++)
        check (what, i, o32[op * N32 + i], ref (op, x32[i], y32[i]), 0);
    }

  /* Hand-computed spot checks.  Element 69: x = 1.25, y = 7.  */
  check ("vadd f16 hand", 69, (float) o16[0 * N16 + 69], 8.25, 0);
  check ("vsub f16 hand", 69, (float) o16[1 * N16 + 69], -5.75, 0);
  check ("vmul f16 hand", 69, (float) o16[2 * N16 + 69], 8.75, 0);
  /* 1.25 / 7 = 0.17857...; the nearest fp16 is 1463 * 2^-13.  */
  check ("vdiv f16 hand", 69, (float) o16[3 * N16 + 69], 0.1785888671875,
         0);
  check ("vmax f16 hand", 0, (float) o16[4 * N16 + 0], 1.0, 0);
  check ("vmin f16 hand", 0, (float) o16[5 * N16 + 0], -16.0, 0);
  /* Second fp32 repeat, element 100: x = 9, y = 3.  */
  check ("vdiv f32 hand", 100, o32[3 * N32 + 100], 3.0, 0);
  check ("vmul f32 hand", 100, o32[2 * N32 + 100], 27.0, 0);
  check ("vdiv f32 by zero", 5, o32[3 * N32 + 5], -INFINITY, 0);

  ascsim_expect (nfail == 0, "vec-binary-f16-f32 results");
  if (nfail == 0)
    printf ("vec-binary-f16-f32: %d checks passed\n", nchk);
  return ascsim_finish ();
}

/* { dg-final { output-contains {vec-binary-f16-f32: [0-9]+ checks passed} } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
