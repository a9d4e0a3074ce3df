/* { dg-do run } */
/* A scalar loop reads per-group sums from UB into a local array through
   an address rebased on that array, as GCC's induction-variable
   optimisation writes it ("(unsigned long) &rstd[j] + (sum - rstd)"):
   the access goes to UB, not to the host stack, although its base is
   the local array.  It was taken for host-stack memory (untraced), and
   the V -> S dependence on the sums was lost (race-inter-pipe).  An
   access is classified by what it can point to: an offset holding a
   converted address is no offset.  Clean and correct.  */
#include <ascsim.h>
#include <math.h>
#include <stdint.h>

#define G 16                    /* groups of 8 floats: one block each */

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y)
{
  __ubuf__ float *ux = (__ubuf__ float *) get_imm (0);
  __ubuf__ float *sum = (__ubuf__ float *) get_imm (0x1000);
  __ubuf__ float *fac = (__ubuf__ float *) get_imm (0x2000);
  copy_gm_to_ubuf (ux, x, 0, 1, G, 0, 0);
  vcgadd (sum, ux, G / 8, 1, 1, 8);             /* G group sums */
  float rstd[G];
  uintptr_t d = (uintptr_t) sum - (uintptr_t) rstd;
  for (int j = 0; j < G; j++)
    {
      float *p = (float *) ((uintptr_t) &rstd[j] + d);   /* sum + j */
      rstd[j] = 1.0f / sqrtf (*p * *p + 1.0f);
    }
  for (int i = 0; i < G * 8; i++)
    fac[i] = rstd[i / 8];
  vmul (ux, ux, fac, G / 8, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm (y, ux, 0, 1, G, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *x = ascsim_gm_alloc (G * 32), *y = ascsim_gm_alloc (G * 32);
  for (int i = 0; i < G * 8; i++)
    x[i] = (float) (i % 9) - 4.0f;
  ASCSIM_LAUNCH (1, k (x, y));
  int ok = 1;
  for (int g = 0; g < G; g++)
    {
      float s = 0.0f;
      for (int e = 0; e < 8; e++)
        s += x[g * 8 + e];
      float f = 1.0f / sqrtf (s * s + 1.0f);
      for (int e = 0; e < 8; e++)
        ok &= fabsf (y[g * 8 + e] - x[g * 8 + e] * f) < 1e-5f;
    }
  ascsim_expect (ok, "each group scaled by its factor");
  return ascsim_finish ();
}

/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
