/* { dg-do run } */
/* In-place vector ops (dst identical to a source) read each source
   element before writing it: vadd (x, x, y), then vmuls (x, x, -2) and
   vabs (x, x), over 2 fp16 repeats.  */

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

/* UB: x at 0, y at 512 (2 fp16 repeats each).  */
__global__ __aicore__ void
inplace_kernel (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *ux = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *uy = (__ubuf__ half *) get_imm (512);

  copy_gm_to_ubuf (ux, x, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (uy, y, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadd (ux, ux, uy, 2, 1, 1, 1, 8, 8, 8);
  pipe_barrier (PIPE_V);
  vmuls (ux, ux, (half) -2.0f, 2, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  vabs (ux, ux, 2, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (x, ux, 0, 1, 16, 0, 0);
}

int
main (int argc, char **argv)
{
  float x0[256];
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (256 * sizeof (half));
  half *y = ascsim_gm_alloc (256 * sizeof (half));
  for (int i = 0; i < 256; i++)
    {
      x0[i] = (float) (i - 100);
      x[i] = (half) x0[i];
      y[i] = (half) (float) (i % 9);
    }

  ASCSIM_LAUNCH (1, inplace_kernel (x, y));

  for (int i = 0; i < 256; i++)
    check ("x", i, (float) x[i], fabs (-2.0 * (x0[i] + (float) y[i])), 0);
  /* Hand-computed: element 0: |(-100 + 0) * -2| = 200; element 101:
     |(1 + 2) * -2| = 6.  */
  check ("x hand", 0, (float) x[0], 200.0, 0);
  check ("x hand", 101, (float) x[101], 6.0, 0);

  ascsim_expect (nfail == 0, "vec-inplace results");
  if (nfail == 0)
    printf ("vec-inplace: %d checks passed\n", nchk);
  return ascsim_finish ();
}

/* { dg-final { output-contains {vec-inplace: [0-9]+ checks passed} } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
