/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-additional-sources "extra/call-host-fill-other-unit.c" } */
/* Host code calls a function of another unit: a static helper of main
   (called outside the launch only) and main itself.  Host code runs
   outside kernels and gets no fence and no warning: a pipe_barrier
   there would stop the program (sync outside ASCSIM_LAUNCH is an
   error).  The kernel, launched in this unit, is device code.  */
#include <ascsim.h>

void ext_fill (half *x, int n, float v);

static void
init (half *x)
{
  ext_fill (x, 128, 2.0f);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  vmuls (b, a, 3.0, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (4096 * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (4096 * sizeof (half));
  init (x);
  ext_fill (y, 128, 0.0f);
  ASCSIM_LAUNCH (1, k (x, y));
  int ok = 1;
  for (int i = 0; i < 128; i++)
    if ((float) y[i] != 6.0f)
      ok = 0;
  ascsim_expect (ok, "y is 3 x");
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
