/* A double-buffered tile loop over a block's share of N rows whose
   last tile is short: tile T has ROWS = MIN (NROWS - T * TR, TR) rows,
   loaded into slot T % 2 one iteration ahead, with two selectors per
   row.  The scalar unit reads the selectors of each row ("ks[2 * r]"
   and "ks[2 * r + 1]" for r < ROWS), which pick the two 128-lane
   chunks of the row that vmax combines into OUT, stored by MTE3.
   With TAIL_ROWS_MAIN defined, a main runs the kernel on two blocks
   and NROWS rows, and checks Y.  */
#define TR 8                    /* rows per tile */
#define NCH 4                   /* 128-lane chunks per row */
#define ROWB (NCH * 128)        /* halves per row */
#define NROWS 45

#define LOAD_TILE(S, T, ROWS_T)                                            \
  do                                                                       \
    {                                                                      \
      copy_gm_to_ubuf (sb + (S) * 2 * TR, sel + (row0 + (T) * TR) * 2, 0,  \
                       1, 2 * TR * 4 / 32, 0, 0);                          \
      copy_gm_to_ubuf (xb + (S) * TR * ROWB, x + (row0 + (T) * TR) * ROWB, \
                       0, 1,                                               \
                       (uint16_t) ((ROWS_T) * ROWB * 2 / 32), 0, 0);       \
    }                                                                      \
  while (0)

__global__ __aicore__ void
k (__gm__ half *x, __gm__ int32_t *sel, __gm__ half *y, int32_t n)
{
  __ubuf__ int32_t *sb = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x100);
  __ubuf__ half *ob = (__ubuf__ half *) get_imm (0x100 + 2 * TR * ROWB * 2);
  int64_t per = n / block_num, extra = n % block_num;
  int64_t nrows = per + (block_idx < extra ? 1 : 0);
  int64_t row0 = block_idx * per + (block_idx < extra ? block_idx : extra);
  int64_t nt = (nrows + TR - 1) / TR;
  if (nt <= 0)
    return;
  LOAD_TILE (0, 0, nrows < TR ? nrows : TR);
  for (int64_t t = 0; t < nt; t++)
    {
      int s = (int) (t % 2);
      int64_t left = nrows - t * TR;
      int rows = (int) (left < TR ? left : TR);
      if (t + 1 < nt)
        {
          int64_t left1 = left - TR;
          LOAD_TILE (1 - s, t + 1, (int) (left1 < TR ? left1 : TR));
        }
      __ubuf__ int32_t *ks = sb + s * 2 * TR;
      __ubuf__ half *in = xb + s * TR * ROWB;
      __ubuf__ half *o = ob + s * TR * 128;
      for (int r = 0; r < rows; r++)
        {
          int c0 = ks[2 * r] & (NCH - 1);
          int c1 = ks[2 * r + 1] & (NCH - 1);
          vmax (o + r * 128, in + r * ROWB + c0 * 128,
                in + r * ROWB + c1 * 128, 1, 1, 1, 1, 8, 8, 8);
        }
      copy_ubuf_to_gm (y + (row0 + t * TR) * 128, o, 0, 1,
                       (uint16_t) (rows * 128 * 2 / 32), 0, 0);
    }
}

#ifdef TAIL_ROWS_MAIN
#include <stdio.h>
int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int nt = (NROWS + TR - 1) / TR + 1;
  half *x = ascsim_gm_alloc (nt * TR * ROWB * sizeof (half));
  int32_t *sel = ascsim_gm_alloc (nt * 2 * TR * sizeof (int32_t));
  half *y = ascsim_gm_alloc (nt * TR * 128 * sizeof (half));
  for (int i = 0; i < nt * TR * ROWB; i++)
    x[i] = (half) (float) (i % 61);
  for (int i = 0; i < nt * 2 * TR; i++)
    sel[i] = (i * 7 + 3) % NCH;
  ASCSIM_LAUNCH (2, k (x, sel, y, NROWS));
  int bad = 0;
  for (int i = 0; i < NROWS * 128; i++)
    {
      int row = i / 128;
      float a = (float) x[row * ROWB + sel[2 * row] * 128 + i % 128];
      float b = (float) x[row * ROWB + sel[2 * row + 1] * 128 + i % 128];
      bad += (float) y[i] != (a > b ? a : b);
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y row r = max of x row r's selected chunks");
  return ascsim_finish ();
}
#endif
