/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* Two identical helpers (a macro, or a template's instances): GCC's
   identical code folding makes H2 an alias of H1, and H2's call hangs
   on the alias.  A function with an alias has calls the plugin may not
   see: its pointer parameters are not placed by the calls it sees
   (H1's, given two buffers), and H2's call, given one buffer twice,
   orders its load before its vadds.  */
#include <ascsim.h>
#include <stdio.h>
#define TILE 1024
#define H(n) static __attribute__ ((noinline)) void n (__ubuf__ half *a, __ubuf__ half *b, __gm__ half *x) { copy_gm_to_ubuf (a, x, 0, 1, TILE / 16, 0, 0); vadds (b, b, (half) 1.0f, TILE / 128, 1, 1, 8, 8); }
H (h1) H (h2)

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z, int w)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *p = (__ubuf__ half *) get_imm (0x4000);
  if (w)
    {
      h1 (a, b, x);
      copy_ubuf_to_gm (z, b, 0, 1, TILE / 16, 0, 0);
    }
  else
    {
      h2 (p, p, x);
      copy_ubuf_to_gm (z, p, 0, 1, TILE / 16, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILE * sizeof (half));
  half *z = ascsim_gm_alloc (TILE * sizeof (half));
  for (int i = 0; i < TILE; i++) x[i] = (half) 1.0f;
  ASCSIM_LAUNCH (1, k (x, z, 0));
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
