/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* Three slots rotated by "s = (s + 1) % 3" at the end of each tile,
   the counter going on from one sequence's tiles to the next (an outer
   loop that skips empty sequences with "continue"): every value the
   counter takes, through the PHIs joining the runs of the tile loop,
   comes from 0 or from (s + 1) % 3 of one of them, so each run starts
   in [0, 2] and the slots rotate from there.  The counter's start was
   not known, every tile took all of UB from its slot on, and the
   sync-free kernel ran slower than with a barrier after every
   instruction.  Clean and correct.  */
#include <ascsim.h>

#define D 128
#define TR 16
#define SLOT 0x2000

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ int32_t *cu, int32_t nq)
{
  int s = 0;
  for (int32_t q = 0; q < nq; q++)
    {
      int32_t t0 = cu[q], t1 = cu[q + 1];
      if (t1 <= t0)
        continue;
      int32_t ntiles = (t1 - t0 + TR - 1) / TR;
      for (int32_t kt = 0; kt < ntiles; kt++, s = (s + 1) % 3)
        {
          __ubuf__ half *xb = (__ubuf__ half *) get_imm (s * SLOT);
          __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x8000 + s * SLOT);
          int32_t r0 = t0 + kt * TR;
          int32_t nr = t1 - r0 < TR ? t1 - r0 : TR;
          copy_gm_to_ubuf (xb, x + (int64_t) r0 * D, 0, 1, (uint16_t) (nr * D / 16), 0, 0);
          vadds (yb, xb, (half) 1.0f, (uint8_t) nr, 1, 1, 8, 8);
          copy_ubuf_to_gm (y + (int64_t) r0 * D, yb, 0, 1, (uint16_t) (nr * D / 16), 0, 0);
        }
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int32_t cuh[6] = { 0, 40, 40, 77, 130, 150 };
  int rows = 150;
  half *x = ascsim_gm_alloc (rows * D * 2), *y = ascsim_gm_alloc (rows * D * 2);
  int32_t *cu = ascsim_gm_alloc (sizeof cuh);
  for (int i = 0; i < 6; i++)
    cu[i] = cuh[i];
  for (int i = 0; i < rows * D; i++)
    x[i] = (half) (float) (i % 9);
  ASCSIM_LAUNCH (1, k (x, y, cu, 5));
  int ok = 1;
  for (int i = 0; i < rows * D; i++)
    ok &= (float) y[i] == (float) (i % 9) + 1;
  ascsim_expect (ok, "y = x + 1");
  return ascsim_finish ();
}

/* The tiles' loads rotate over the three slots.  */
/* { dg-final { scan-ascsync-dump {op copy_gm_to_ubuf pipe=MTE2 R:GM[^ ]* W:UB\[\+0x0\.\.0x5000\)~\{L[0-9]+\+x[0-9]+/3 0:0x0\.\.0x1000 1:0x2000\.\.0x3000 2:0x4000\.\.0x5000\}} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
