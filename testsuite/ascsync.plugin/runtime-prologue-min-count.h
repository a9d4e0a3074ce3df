/* runtime-prologue-min-count.h -- a software-pipelined loop over tiles
   of a row count known only at run time, shared by the tests named
   after the behaviour they check:

     ub = get_imm (0);  slot = tile * 128 halves (tile checked: 1 to 8)
     xb = ub            x tiles, slots 0 and 1
     rb = ub + 2 * slot r tiles, slots 2 and 3
     yb = ub + 4 * slot y tiles, slots 4 and 5
     tile 0 loaded before the loop into xb and rb (slots 0 and 2) in
     ROWS0 (nrows, tile) rows: by default "nrows < tile ? nrows : tile",
     which GCC writes "MIN (tile, nrows) * 8" blocks against the slot
     size "(long) tile * 128" (with NROWS_T int64_t, "(int) MIN (nrows,
     (int64_t) tile)" as a PHI of "(int) nrows" where "tile > nrows"
     and of tile);
     per tile t (s = t & 1):
       if (t + 1 < ntiles) load tile t + 1 into xb + (1 - s) * slot and
                           rb + (1 - s) * slot
       yb + s * slot = (xb + s * slot) * (rb + s * slot)
       store yb + s * slot to y

   The loads before the loop stay in slots 0 and 2 only if their counts
   are bounded by the slot size; and they meet the prefetches of
   iteration 1 (slot 0), not those of iteration 0 (slot 1).  */
#include <ascsim.h>
#include <stdio.h>

#define D 128
#define NR 40
#ifndef ROWS0
#define ROWS0(n, tile) ((n) < (tile) ? (n) : (tile))
#endif
#ifndef NROWS_T
#define NROWS_T int32_t
#endif

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *r, __gm__ half *y, NROWS_T nrows,
   int32_t tile)
{
  if (tile < 1 || tile > 8 || nrows < 1)
    return;
  int64_t slot = (int64_t) tile * D;
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *xb = ub;
  __ubuf__ half *rb = ub + 2 * slot;
  __ubuf__ half *yb = ub + 4 * slot;
  int ntiles = (nrows + tile - 1) / tile;
  int rows0 = ROWS0 (nrows, tile);
  copy_gm_to_ubuf (xb, x, 0, 1, (uint16_t) (rows0 * D / 16), 0, 0);
  copy_gm_to_ubuf (rb, r, 0, 1, (uint16_t) (rows0 * D / 16), 0, 0);
  for (int t = 0; t < ntiles; t++)
    {
      int s = t & 1;
      int rows = nrows - t * tile;
      if (rows > tile)
        rows = tile;
      if (t + 1 < ntiles)
        {
          int n1 = nrows - (t + 1) * tile;
          if (n1 > tile)
            n1 = tile;
          copy_gm_to_ubuf (xb + (1 - s) * slot, x + (t + 1) * tile * D, 0,
                           1, (uint16_t) (n1 * D / 16), 0, 0);
          copy_gm_to_ubuf (rb + (1 - s) * slot, r + (t + 1) * tile * D, 0,
                           1, (uint16_t) (n1 * D / 16), 0, 0);
        }
      vmul (yb + s * slot, xb + s * slot, rb + s * slot, (uint8_t) rows,
            1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (y + t * tile * D, yb + s * slot, 0, 1,
                       (uint16_t) (rows * D / 16), 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  /* Room for a whole tile 0 past the rows.  */
  half *x = ascsim_gm_alloc ((NR + 8) * D * sizeof (half));
  half *r = ascsim_gm_alloc ((NR + 8) * D * sizeof (half));
  half *y = ascsim_gm_alloc (NR * D * sizeof (half));
  for (int i = 0; i < (NR + 8) * D; i++)
    {
      x[i] = (half) ((float) (i % 32) / 8.0f - 2.0f);
      r[i] = (half) ((float) (i % 7) / 4.0f);
    }
  /* Rows and tiles: several tiles with a partial last one, one tile,
     fewer rows than a tile.  */
  static const int runs[][2] = { { NR, 3 }, { NR, 8 }, { 5, 8 }, { 7, 1 } };
  int bad = 0;
  for (int c = 0; c < 4; c++)
    {
      int nr = runs[c][0];
      for (int i = 0; i < NR * D; i++)
        y[i] = (half) 0.0f;
      ASCSIM_LAUNCH (1, k (x, r, y, nr, runs[c][1]));
      for (int i = 0; i < nr * D; i++)
        bad += (float) y[i] != (float) x[i] * (float) r[i];
    }
  printf ("mismatches %d\n", bad);
  return ascsim_finish ();
}
