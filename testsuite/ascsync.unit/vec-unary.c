/* { dg-do run } */
/* vexp, vln, vabs, vrelu, vrec, vsqrt and vrsqrt compute the element-wise
   function for fp16 and fp32, within fp16 / fp32 rounding.  */

#include <math.h>
#include <stdio.h>
#include "ascsim.h"

#define NOPS 7

static int nfail, nchk;

/* Record one comparison of GOT against WANT within TOL + RTOL * |WANT|.  */
static void
check (const char *what, int i, double got, double want, double tol,
       double rtol)
{
  nchk++;
  if (got == want || fabs (got - want) <= tol + rtol * fabs (want))
    return;
  if (nfail++ < 10)
    printf ("FAIL: %s[%d]: got %.9g, want %.9g\n", what, i, got, want);
}

/* UB: fp16 p (positive), s (signed) at 0, 256, 7 results from 512;
   fp32 p, s at 4096, 4352, 7 results from 4608.  vabs and vrelu read
   s, the others p.  */
__global__ __aicore__ void
unary_kernel (__gm__ half *p16, __gm__ half *s16, __gm__ half *o16,
              __gm__ float *p32, __gm__ float *s32, __gm__ float *o32)
{
  __ubuf__ half *up16 = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *us16 = (__ubuf__ half *) get_imm (256);
  __ubuf__ half *uo16 = (__ubuf__ half *) get_imm (512);
  __ubuf__ float *up32 = (__ubuf__ float *) get_imm (4096);
  __ubuf__ float *us32 = (__ubuf__ float *) get_imm (4352);
  __ubuf__ float *uo32 = (__ubuf__ float *) get_imm (4608);

  copy_gm_to_ubuf (up16, p16, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (us16, s16, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (up32, p32, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (us32, s32, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vexp (uo16 + 0 * 128, up16, 1, 1, 1, 8, 8);
  vln (uo16 + 1 * 128, up16, 1, 1, 1, 8, 8);
  vabs (uo16 + 2 * 128, us16, 1, 1, 1, 8, 8);
  vrelu (uo16 + 3 * 128, us16, 1, 1, 1, 8, 8);
  vrec (uo16 + 4 * 128, up16, 1, 1, 1, 8, 8);
  vsqrt (uo16 + 5 * 128, up16, 1, 1, 1, 8, 8);
  vrsqrt (uo16 + 6 * 128, up16, 1, 1, 1, 8, 8);
  vexp (uo32 + 0 * 64, up32, 1, 1, 1, 8, 8);
  vln (uo32 + 1 * 64, up32, 1, 1, 1, 8, 8);
  vabs (uo32 + 2 * 64, us32, 1, 1, 1, 8, 8);
  vrelu (uo32 + 3 * 64, us32, 1, 1, 1, 8, 8);
  vrec (uo32 + 4 * 64, up32, 1, 1, 1, 8, 8);
  vsqrt (uo32 + 5 * 64, up32, 1, 1, 1, 8, 8);
  vrsqrt (uo32 + 6 * 64, up32, 1, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (o16, uo16, 0, 1, NOPS * 8, 0, 0);
  copy_ubuf_to_gm (o32, uo32, 0, 1, NOPS * 8, 0, 0);
}

/* Expected function OP of X, in double.  */
static double
ref (int op, double x)
{
  switch (op)
    {
    case 0: return exp (x);
    case 1: return log (x);
    case 2: return fabs (x);
    case 3: return x > 0 ? x : 0;
    case 4: return 1 / x;
    case 5: return sqrt (x);
    default: return 1 / sqrt (x);
    }
}

int
main (int argc, char **argv)
{
  static const char *const names[NOPS] = { "vexp", "vln", "vabs", "vrelu",
                                           "vrec", "vsqrt", "vrsqrt" };
  char what[32];
  ascsim_init (&argc, argv);
  half *p16 = ascsim_gm_alloc (128 * sizeof (half));
  half *s16 = ascsim_gm_alloc (128 * sizeof (half));
  half *o16 = ascsim_gm_alloc (NOPS * 128 * sizeof (half));
  float *p32 = ascsim_gm_alloc (64 * sizeof (float));
  float *s32 = ascsim_gm_alloc (64 * sizeof (float));
  float *o32 = ascsim_gm_alloc (NOPS * 64 * sizeof (float));
  /* p: 0.25, 0.3125, ... (exp stays below 65504); s: -9 ... 6.75.  */
  for (int i = 0; i < 128; i++)
    {
      p16[i] = (half) (0.25f + i * 0.0625f);
      s16[i] = (half) ((i - 72) * 0.125f);
    }
  for (int i = 0; i < 64; i++)
    {
      p32[i] = 0.25f + i * 0.125f;
      s32[i] = (i - 36) * 0.25f;
    }

  ASCSIM_LAUNCH (1, unary_kernel (p16, s16, o16, p32, s32, o32));

  for (int op = 0; op < NOPS; op++)
    {
      int sgn = op == 2 || op == 3;
      snprintf (what, sizeof what, "%s f16", names[op]);
      for (int i = 0; i < 128; i++)
        check (what, i, (float) o16[op * 128 + i],
               ref (op, (float) (sgn ? s16[i] : p16[i])), 1e-4, 1e-3);
      snprintf (what, sizeof what, "%s f32", names[op]);
      for (int i = 0; i < 64; i++)
        check (what, i, o32[op * 64 + i], ref (op, sgn ? s32[i] : p32[i]),
               1e-7, 1e-6);
    }

  /* Hand-computed (fp32): p[0] = 0.25, p[2] = 0.5, p[6] = 1, p[14] = 2,
     p[30] = 4; s[27] = -2.25, s[45] = 2.25.  */
  check ("vexp f32 hand", 6, o32[0 * 64 + 6], 2.718281828, 1e-6, 0);
  check ("vln f32 hand", 6, o32[1 * 64 + 6], 0.0, 0, 0);
  check ("vln f32 hand", 14, o32[1 * 64 + 14], 0.693147181, 1e-6, 0);
  check ("vabs f32 hand", 27, o32[2 * 64 + 27], 2.25, 0, 0);
  check ("vrelu f32 hand", 27, o32[3 * 64 + 27], 0.0, 0, 0);
  check ("vrelu f32 hand", 45, o32[3 * 64 + 45], 2.25, 0, 0);
  check ("vrec f32 hand", 2, o32[4 * 64 + 2], 2.0, 0, 0);
  check ("vsqrt f32 hand", 30, o32[5 * 64 + 30], 2.0, 0, 0);
  check ("vrsqrt f32 hand", 0, o32[6 * 64 + 0], 2.0, 0, 0);
  /* fp16: p[12] = 1, e rounds to 2.71875; s[0] = -9.  */
  check ("vexp f16 hand", 12, (float) o16[0 * 128 + 12], 2.71875, 0, 0);
  check ("vabs f16 hand", 0, (float) o16[2 * 128 + 0], 9.0, 0, 0);

  ascsim_expect (nfail == 0, "vec-unary results");
  if (nfail == 0)
    printf ("vec-unary: %d checks passed\n", nchk);
  return ascsim_finish ();
}

/* { dg-final { output-contains {vec-unary: [0-9]+ checks passed} } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
