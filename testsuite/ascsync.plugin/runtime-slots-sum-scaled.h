/* runtime-slots-sum-scaled.h -- three double-buffered streams in slots
   of a tile length known only at run time, each slot pointer written
   "ub + (K + s) * tile" (K = 0, 2, 4), shared by the tests named after
   the behaviour they check.  GCC's strength reduction computes the
   second and third as "ub + (sizetype) (2 * tile + tile * s) * 2" and
   "ub + (sizetype) (2 * tile + (2 * tile + tile * s)) * 2": a sum of
   whole slots and the slot term, under a conversion and a product.

     per tile t (s = t & 1), tile checked a multiple of 128 up to 2048:
       load x into ub + s * tile, r into ub + (2 + s) * tile
       ub + (4 + s) * tile = x + r
       store it to y  */
#include <ascsim.h>
#include <stdio.h>

#define MAXTILE 2048
#define NT 5

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *r, __gm__ half *y, int32_t tile,
   int32_t ntiles)
{
  if (tile % 128 != 0 || tile < 128 || tile > MAXTILE)
    return;
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  uint16_t blocks = (uint16_t) (tile / 16);
  uint8_t reps = (uint8_t) (tile / 128);
  for (int t = 0; t < ntiles; t++)
    {
      int s = t & 1;
      __ubuf__ half *xs = ub + s * tile;
      __ubuf__ half *rs = ub + (2 + s) * tile;
      __ubuf__ half *ys = ub + (4 + s) * tile;
      copy_gm_to_ubuf (xs, x + t * tile, 0, 1, blocks, 0, 0);
      copy_gm_to_ubuf (rs, r + t * tile, 0, 1, blocks, 0, 0);
      vadd (ys, xs, rs, reps, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (y + t * tile, ys, 0, 1, blocks, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int len = NT * MAXTILE;
  half *x = ascsim_gm_alloc (len * sizeof (half));
  half *r = ascsim_gm_alloc (len * sizeof (half));
  half *y = ascsim_gm_alloc (len * sizeof (half));
  for (int i = 0; i < len; i++)
    {
      x[i] = (half) ((float) (i % 64) / 16.0f - 2.0f);
      r[i] = (half) ((float) (i % 32) / 8.0f);
    }
  int bad = 0;
  for (int tile = 128; tile <= MAXTILE; tile *= 4)
    {
      for (int i = 0; i < len; i++)
        y[i] = (half) 0.0f;
      ASCSIM_LAUNCH (1, k (x, r, y, tile, NT));
      for (int i = 0; i < NT * tile; i++)
        bad += (float) y[i] != (float) x[i] + (float) r[i];
    }
  printf ("mismatches %d\n", bad);
  return ascsim_finish ();
}
