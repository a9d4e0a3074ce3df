/* { dg-do run } */
/* vadds, vmuls, vmaxs and vmins combine every element with the scalar
   (an fp16 scalar is first rounded to half), and vector_dup fills every
   element with the scalar, for fp16, fp32, int32 and int16.  */

#include <math.h>
#include <stdint.h>
#include <stdio.h>
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

/* UB: fp16 x at 0, 4 results from 256, fp32 x at 2048, 4 results from
   2304; dups: fp16 at 4096, fp32 at 4352, int32 at 4608, int16 at 4864
   (one repeat each).  */
__global__ __aicore__ void
scalar_kernel (__gm__ half *x16, __gm__ half *o16, __gm__ float *x32,
               __gm__ float *o32, __gm__ uint8_t *dups)
{
  __ubuf__ half *ux16 = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *uo16 = (__ubuf__ half *) get_imm (256);
  __ubuf__ float *ux32 = (__ubuf__ float *) get_imm (2048);
  __ubuf__ float *uo32 = (__ubuf__ float *) get_imm (2304);

  copy_gm_to_ubuf (ux16, x16, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (ux32, x32, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadds (uo16 + 0 * 128, ux16, 0.1f, 1, 1, 1, 8, 8);   /* rounded to half */
  vmuls (uo16 + 1 * 128, ux16, (half) -2.0f, 1, 1, 1, 8, 8);
  vmaxs (uo16 + 2 * 128, ux16, (half) 1.5f, 1, 1, 1, 8, 8);
  vmins (uo16 + 3 * 128, ux16, (half) 1.5f, 1, 1, 1, 8, 8);
  vadds (uo32 + 0 * 64, ux32, 0.1f, 1, 1, 1, 8, 8);
  vmuls (uo32 + 1 * 64, ux32, -2.0f, 1, 1, 1, 8, 8);
  vmaxs (uo32 + 2 * 64, ux32, 1.5f, 1, 1, 1, 8, 8);
  vmins (uo32 + 3 * 64, ux32, 1.5f, 1, 1, 1, 8, 8);
  vector_dup ((__ubuf__ half *) get_imm (4096), (half) 3.25f, 1, 1, 1, 8,
              8);
  vector_dup ((__ubuf__ float *) get_imm (4352), -0.75f, 1, 1, 1, 8, 8);
  vector_dup ((__ubuf__ int32_t *) get_imm (4608), (int32_t) -123456789, 1,
              1, 1, 8, 8);
  vector_dup ((__ubuf__ int16_t *) get_imm (4864), (int16_t) -12345, 1, 1,
              1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (o16, uo16, 0, 1, 4 * 8, 0, 0);
  copy_ubuf_to_gm (o32, uo32, 0, 1, 4 * 8, 0, 0);
  copy_ubuf_to_gm (dups, (__ubuf__ uint8_t *) get_imm (4096), 0, 1, 4 * 8,
                   0, 0);
}

/* Expected OP (X, S) in float.  */
static float
ref (int op, float x, float s)
{
  switch (op)
    {
    case 0: return x + s;
    case 1: return x * s;
    case 2: return x > s ? x : s;
    default: return x < s ? x : s;
    }
}

int
main (int argc, char **argv)
{
  static const char *const names[4] = { "vadds", "vmuls", "vmaxs",
                                        "vmins" };
  static const float scal[4] = { 0.1f, -2.0f, 1.5f, 1.5f };
  char what[32];
  ascsim_init (&argc, argv);
  half *x16 = ascsim_gm_alloc (128 * sizeof (half));
  half *o16 = ascsim_gm_alloc (4 * 128 * sizeof (half));
  float *x32 = ascsim_gm_alloc (64 * sizeof (float));
  float *o32 = ascsim_gm_alloc (4 * 64 * sizeof (float));
  uint8_t *dups = ascsim_gm_alloc (4 * 256);
  for (int i = 0; i < 128; i++)
    x16[i] = (half) ((i - 60) * 0.25f);
  for (int i = 0; i < 64; i++)
    x32[i] = (i - 30) * 0.25f;

  ASCSIM_LAUNCH (1, scalar_kernel (x16, o16, x32, o32, dups));

  for (int op = 0; op < 4; op++)
    {
      float s16 = (float) (half) scal[op];
      snprintf (what, sizeof what, "%s f16", names[op]);
      for (int i = 0; i < 128; i++)
        check (what, i, (float) o16[op * 128 + i],
               (float) (half) ref (op, (float) x16[i], s16), 0);
      snprintf (what, sizeof what, "%s f32", names[op]);
      for (int i = 0; i < 64; i++)
        check (what, i, o32[op * 64 + i], ref (op, x32[i], scal[op]), 0);
    }
  const half *d16 = (const half *) (dups + 0);
  const float *d32 = (const float *) (dups + 256);
  const int32_t *di32 = (const int32_t *) (dups + 512);
  const int16_t *di16 = (const int16_t *) (dups + 768);
  for (int i = 0; i < 128; i++)
    {
      check ("dup f16", i, (float) d16[i], 3.25, 0);
      check ("dup s16", i, di16[i], -12345, 0);
    }
  for (int i = 0; i < 64; i++)
    {
      check ("dup f32", i, d32[i], -0.75, 0);
      check ("dup s32", i, di32[i], -123456789, 0);
    }

  /* Hand-computed: fp16 x[64] = 1; 1 + half(0.1) = 1.0999755859375
     rounds to 1126 * 2^-10 = 1.099609375.  x[54] = -1.5.  */
  check ("vadds f16 hand", 64, (float) o16[0 * 128 + 64], 1.099609375, 0);
  check ("vmuls f16 hand", 54, (float) o16[1 * 128 + 54], 3.0, 0);
  check ("vmaxs f16 hand", 54, (float) o16[2 * 128 + 54], 1.5, 0);
  check ("vmins f16 hand", 54, (float) o16[3 * 128 + 54], -1.5, 0);
  /* fp32 x[34] = 1: 1 + 0.1f = 1.10000002384185791015625.  */
  check ("vadds f32 hand", 34, o32[0 * 64 + 34], 1.10000002384185791015625,
         0);

  ascsim_expect (nfail == 0, "vec-scalar-dup results");
  if (nfail == 0)
    printf ("vec-scalar-dup: %d checks passed\n", nchk);
  return ascsim_finish ();
}

/* { dg-final { output-contains {vec-scalar-dup: [0-9]+ checks passed} } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
