/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A helper whose pipe work is in another helper it calls: at -O2
   interprocedural passes clone both (IPA-CP's P0.constprop for the
   constant it is given, IPA-SRA's P1.isra for the parameter it does
   not use) and redirect the calls to the clones, while the statement
   in P1's body still names P0 until P1 itself is compiled.  The call
   of P1 issues the vector_dup of P0 all the same: the kernel's vmuls,
   which writes the same bytes, is ordered after it by a barrier (the
   plugin once took the call for a scalar one, and the checker found
   the race).  */
#include <ascsim.h>
#include <stdio.h>

__attribute__ ((noinline)) static void
p0 (__ubuf__ half *p, __ubuf__ half *q, int unused)
{
  (void) unused;
  vector_dup (q + 256, (half) 1.0f, 2, 1, 1, 8, 8);
}

__attribute__ ((noinline)) static void
p1 (__ubuf__ half *p, __ubuf__ half *q, __gm__ half *x)
{
  p0 (q, p, 7);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b4 = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x800);
  copy_gm_to_ubuf (b1, x, 0, 1, 32, 0, 0);
  p1 (b4, b4, x);
  vmuls (b4, b1, 2.0, 4, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, b4, 0, 1, 32, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (512 * sizeof (half));
  half *y = ascsim_gm_alloc (512 * sizeof (half));
  for (int i = 0; i < 512; i++)
    x[i] = (half) (float) (i % 5);
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int i = 0; i < 512; i++)
    bad += (float) y[i] != 2.0f * (float) (i % 5);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2 * x");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
