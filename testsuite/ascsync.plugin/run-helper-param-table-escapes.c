/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* A local table of addresses whose address escapes through a PHI
   ("pp = c ? xb : yb; pp[0] = b;"): a load from it may read what a
   store through that pointer wrote, so its values are not those of
   the stores naming it, and the helper's parameter given xb[0] is
   unknown.  */
#include <ascsim.h>
#include <stdio.h>
static __attribute__ ((noinline)) void
h (__ubuf__ half *a, __ubuf__ half *b, __gm__ half *x)
{
  copy_gm_to_ubuf (a, x, 0, 1, 1024 / 16, 0, 0);
  vadds (b, b, (half) 1.0f, 1024 / 128, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z, int c)
{
  __ubuf__ half *xb[2], *yb[2];
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x2000);
  xb[0] = (__ubuf__ half *) get_imm (0x0);
  xb[1] = (__ubuf__ half *) get_imm (0x1000);
  yb[0] = xb[1];
  yb[1] = xb[0];
  __ubuf__ half **pp = c ? xb : yb;      /* a PHI of &xb and &yb */
  pp[0] = b;                             /* may write xb[0] */
  vector_dup (b, (half) 0.0f, 1024 / 128, 1, 1, 8, 8);
  h (xb[0], b, x);
  copy_ubuf_to_gm (z, b, 0, 1, 1024 / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (1024 * sizeof (half));
  half *z = ascsim_gm_alloc (1024 * sizeof (half));
  for (int i = 0; i < 1024; i++) x[i] = (half) 1.0f;
  ASCSIM_LAUNCH (1, k (x, z, 1));
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
