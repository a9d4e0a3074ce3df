/* { dg-do run } */
/* A binary vector op whose dst is also src1 with repeat stride 0
   accumulates: each repeat reads the previous repeat's result (the ISA's
   exception to its overlap rule).  vadd (acc, src, acc, 4 repeats,
   dst/src1 repeat stride 0) adds the 4 repeats of src into acc.  */

#include <math.h>
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

/* UB: src (4 fp32 repeats) at 0, acc (1 repeat) at 1024.  */
__global__ __aicore__ void
accumulate_kernel (__gm__ float *src, __gm__ float *acc)
{
  __ubuf__ float *us = (__ubuf__ float *) get_imm (0);
  __ubuf__ float *ua = (__ubuf__ float *) get_imm (1024);

  copy_gm_to_ubuf (us, src, 0, 1, 32, 0, 0);
  copy_gm_to_ubuf (ua, acc, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadd (ua, us, ua, 4, 1, 1, 1, 0, 8, 0);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (acc, ua, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *src = ascsim_gm_alloc (256 * sizeof (float));
  float *acc = ascsim_gm_alloc (64 * sizeof (float));
  for (int i = 0; i < 256; i++)
    src[i] = (float) ((i / 64 + 1) * 10) + (float) (i % 64) * 0.5f;
  for (int i = 0; i < 64; i++)
    acc[i] = 1.0f;

  ASCSIM_LAUNCH (1, accumulate_kernel (src, acc));

  for (int e = 0; e < 64; e++)
    {
      double want = 1.0;
      for (int r = 0; r < 4; r++)
        want += src[r * 64 + e];
      check ("acc", e, acc[e], want, 0);
    }
  /* Hand-computed: element 2 = 1 + (10 + 20 + 30 + 40) + 4 * 1.  */
  check ("acc hand", 2, acc[2], 105.0, 0);

  ascsim_expect (nfail == 0, "vec-repeat-accumulate results");
  if (nfail == 0)
    printf ("vec-repeat-accumulate: %d checks passed\n", nchk);
  return ascsim_finish ();
}

/* { dg-final { output-contains {vec-repeat-accumulate: [0-9]+ checks passed} } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
