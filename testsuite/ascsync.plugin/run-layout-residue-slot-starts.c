/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A buffer whose slot a residue selects, "get_imm (UB_B + (j & 1) *
   SLOT)" with J a counter stepped on some paths only (no induction
   variable GCC's scalar evolution describes), declares a buffer at
   each slot the residue selects (0x10000 and 0x10400): the vector op
   writing the Y tile before it, with a count bounded only by its type
   (read from a volatile), ends at 0x10000 under the layout assumption, where it ran to the end
   of UB and ordered every load of the bias row after the stores.  The
   sync-free kernel with the plugin runs clean and correct.  */
#include <ascsim.h>

#define D 128
#define TR 16
#define UB_X 0x0000
#define UB_Y 0x8000
#define UB_B 0x10000
#define SLOT 0x4000
#define BSLOT 0x400

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *bias, __gm__ half *y, __gm__ int32_t *cu,
   int32_t nq)
{
  int64_t j = 0, g = 0;
  for (int32_t q = 0; q < nq; q++)
    {
      int32_t t0 = cu[q], t1 = cu[q + 1];
      if (t1 <= t0)
        continue;
      __ubuf__ half *bi = (__ubuf__ half *) get_imm (UB_B + (int) (j & 1) * BSLOT);
      j++;
      copy_gm_to_ubuf (bi, bias + (int64_t) q * D, 0, 1, D / 16, 0, 0);
      int32_t ntiles = (t1 - t0 + TR - 1) / TR;
      for (int32_t kt = 0; kt < ntiles; kt++, g++)
        {
          int32_t r0 = t0 + kt * TR;
          int s = (int) (g & 1);
          __ubuf__ half *xb = (__ubuf__ half *) get_imm (UB_X + s * SLOT);
          __ubuf__ half *yb = (__ubuf__ half *) get_imm (UB_Y + s * SLOT);
          /* The tile's rows, through a volatile: a count with no bound
             but its type.  */
          volatile int32_t nrv = t1 - r0 < TR ? t1 - r0 : TR;
          int32_t nr = nrv;
          copy_gm_to_ubuf (xb, x + (int64_t) r0 * D, 0, 1, (uint16_t) (nr * D / 16), 0, 0);
          vadd (yb, xb, bi, (uint8_t) nr, 1, 1, 1, D / 16, D / 16, 0);
          copy_ubuf_to_gm (y + (int64_t) r0 * D, yb, 0, 1, (uint16_t) (nr * D / 16), 0, 0);
        }
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int32_t cuh[6] = { 0, 20, 20, 57, 90, 100 };
  int rows = 100;
  half *x = ascsim_gm_alloc (rows * D * 2), *y = ascsim_gm_alloc (rows * D * 2);
  half *bias = ascsim_gm_alloc (5 * D * 2);
  int32_t *cu = ascsim_gm_alloc (sizeof cuh);
  for (int i = 0; i < 6; i++)
    cu[i] = cuh[i];
  for (int i = 0; i < rows * D; i++)
    x[i] = (half) (float) (i % 7);
  for (int i = 0; i < 5 * D; i++)
    bias[i] = (half) (float) (i % 5);
  ASCSIM_LAUNCH (1, k (x, bias, y, cu, 5));
  int ok = 1;
  for (int q = 0; q < 5; q++)
    for (int r = cuh[q]; r < cuh[q + 1]; r++)
      for (int d = 0; d < D; d++)
        ok &= (float) y[r * D + d] == (float) ((r * D + d) % 7 + (q * D + d) % 5);
  ascsim_expect (ok, "y = x + the bias row of its sequence");
  return ascsim_finish ();
}

/* { dg-final { scan-ascsync-dump {op copy_ubuf_to_gm pipe=MTE3 R:UB\[\+0x8000\.\.0x10000\)} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
