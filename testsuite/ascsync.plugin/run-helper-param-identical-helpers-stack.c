/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* As run-helper-param-identical-helpers.c, for the rule that a
   parameter every call gives a variable's address points into no
   traced memory: H1's call passes an array on the stack, H2's (an
   alias of H1 after identical code folding) the UB buffer the vadds
   writes, so the scalar read through the parameter is one of UB.  */
#include <ascsim.h>
#include <stdio.h>
static float out;
/* Two identical helpers (a macro, or a template's instances): IPA-ICF
   makes h2 an alias of h1, whose callers list then holds h1's call only.  */
#define H(n) static __attribute__ ((noinline)) void n (__ubuf__ float *a, const float *s) { vadds (a, a, 1.0f, 1, 1, 1, 8, 8); out += s[3]; }
H (h1) H (h2)

__global__ __aicore__ void
k (__gm__ float *x, int w)
{
  __ubuf__ float *u = (__ubuf__ float *) get_imm (0x0);
  float scale[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
  copy_gm_to_ubuf (u, x, 0, 1, 8, 0, 0);
  if (w)
    h1 (u, scale);                      /* a variable's address */
  else
    h2 (u, (const float *) u);          /* the UB buffer the vadds writes */
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *x = ascsim_gm_alloc (64 * sizeof (float));
  for (int i = 0; i < 64; i++) x[i] = 1.0f;
  ASCSIM_LAUNCH (1, k (x, 0));
  printf ("out %f\n", out);
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
