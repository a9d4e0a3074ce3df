/* { dg-do run } */
/* { dg-options "-O0 -fno-toplevel-reorder -fplugin-arg-ascsync-warn=no-imprecise,no-provenance,no-opaque-call" } */
/* With -fno-toplevel-reorder on the command line GCC compiles functions
   in source order (the plugin has it compile callees first only when
   the command line does not choose, gimple_callee_first.cc): K1, which
   calls H with one buffer for both parameters, is compiled before H,
   and its call edge is gone when H is planned.  The calls a function had when
   the interprocedural passes ended are all it may be placed by: one
   missing, H's parameters are unknown, and its load and vadds on one
   buffer are ordered.  */
#include <ascsim.h>
#include <stdio.h>
#define TILE 1024
static void h (__ubuf__ half *a, __ubuf__ half *b, __gm__ half *x);

/* k1 is compiled (in source order) before h: its call edge is gone when h is planned.  */
__global__ __aicore__ void
k1 (__gm__ half *x, __gm__ half *z)
{
  __ubuf__ half *p = (__ubuf__ half *) get_imm (0x4000);
  h (p, p, x);
  copy_ubuf_to_gm (z, p, 0, 1, TILE / 16, 0, 0);
}

static void
h (__ubuf__ half *a, __ubuf__ half *b, __gm__ half *x)
{
  copy_gm_to_ubuf (a, x, 0, 1, TILE / 16, 0, 0);
  vadds (b, b, (half) 1.0f, TILE / 128, 1, 1, 8, 8);
}

__global__ __aicore__ void
k2 (__gm__ half *x, __gm__ half *z)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  h (a, b, x);
  copy_ubuf_to_gm (z, a, 0, 1, TILE / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILE * sizeof (half));
  half *z = ascsim_gm_alloc (TILE * sizeof (half));
  for (int i = 0; i < TILE; i++) x[i] = (half) 1.0f;
  ASCSIM_LAUNCH (1, k1 (x, z));
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
