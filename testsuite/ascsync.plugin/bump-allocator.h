/* bump-allocator.h -- RMSNorm over rows of COLS halves, its tiling
   given at run time ("k (x, gamma, y, rows, cols, tile_rows)") and
   local memory laid out by a bump allocator that rounds each size up
   to 32 bytes on its own: the x and y tiles in two slots each, then the
   fp32 work rows, the squares, gamma (fp16 and fp32) and the row sums.
   The buffer starts are sums of multiples of several values known only
   at run time (the rounded sizes), 0, U, 2U, 3U, 4U, 4U + V, ...  No
   hand-written sync.  The host program runs it on MAIN_ROWS rows of
   MAIN_COLS in tiles of MAIN_TILE_ROWS (volatile) and checks y.  */
#include <ascsim.h>
#include <math.h>
#include <stdio.h>

#define EPS 1e-6f

static __aicore__ inline uint64_t
ub_alloc (uint64_t *top, uint64_t bytes)
{
  uint64_t at = *top;
  *top += (bytes + 31) / 32 * 32;
  return at;
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *gamma_gm, __gm__ half *y, int64_t rows,
   int64_t cols, int64_t tile_rows)
{
  if (cols <= 0 || cols % 64 != 0 || cols > 4096 || tile_rows <= 0
      || tile_rows > 8 || tile_rows * cols > 8192)
    return;
  uint64_t top = 0;
  __ubuf__ half *xb[2], *yb[2];
  for (int i = 0; i < 2; i++)
    xb[i] = (__ubuf__ half *) get_imm (ub_alloc (&top, tile_rows * cols * 2));
  for (int i = 0; i < 2; i++)
    yb[i] = (__ubuf__ half *) get_imm (ub_alloc (&top, tile_rows * cols * 2));
  __ubuf__ float *w
    = (__ubuf__ float *) get_imm (ub_alloc (&top, tile_rows * cols * 4));
  __ubuf__ float *sq
    = (__ubuf__ float *) get_imm (ub_alloc (&top, tile_rows * cols * 4));
  __ubuf__ half *g16 = (__ubuf__ half *) get_imm (ub_alloc (&top, cols * 2));
  __ubuf__ float *g = (__ubuf__ float *) get_imm (ub_alloc (&top, cols * 4));
  __ubuf__ float *sums
    = (__ubuf__ float *) get_imm (ub_alloc (&top, 8 * 64 * 4));

  int64_t ntiles = (rows + tile_rows - 1) / tile_rows;
  int reps_row = (int) (cols / 64);
  copy_gm_to_ubuf (g16, gamma_gm, 0, 1, (uint16_t) (cols / 16), 0, 0);
  vconv_f162f32 (g, g16, (uint8_t) reps_row, 1, 1, 8, 4);
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      int64_t left = rows - t * tile_rows;
      int n = (int) (left < tile_rows ? left : tile_rows);
      int64_t r0 = t * tile_rows;
      copy_gm_to_ubuf (xb[s], x + r0 * cols, 0, 1,
                       (uint16_t) (n * cols / 16), 0, 0);
      uint8_t reps = (uint8_t) (n * reps_row);
      vconv_f162f32 (w, xb[s], reps, 1, 1, 8, 4);
      vmul (sq, w, w, reps, 1, 1, 1, 8, 8, 8);
      for (int i = 0; i < n; i++)
        {
          vcadd (sums + i * 64, sq + i * cols, (uint8_t) reps_row, 1, 1, 8);
          vmul (w + i * cols, w + i * cols, g, (uint8_t) reps_row, 1, 1, 1,
                8, 8, 8);
        }
      for (int i = 0; i < n; i++)
        {
          float ss = 0;
          for (int j = 0; j < reps_row; j++)
            ss += sums[i * 64 + j];
          float rstd = 1.0f / sqrtf (ss / (float) cols + EPS);
          vmuls (w + i * cols, w + i * cols, rstd, (uint8_t) reps_row, 1, 1,
                 8, 8);
        }
      vconv_f322f16 (yb[s], w, reps, 1, 1, 4, 8);
      copy_ubuf_to_gm (y + r0 * cols, yb[s], 0, 1,
                       (uint16_t) (n * cols / 16), 0, 0);
    }
}

#ifndef MAIN_ROWS
#define MAIN_ROWS 13
#endif
#ifndef MAIN_COLS
#define MAIN_COLS 512
#endif
#ifndef MAIN_TILE_ROWS
#define MAIN_TILE_ROWS 4
#endif

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  size_t n = (size_t) MAIN_ROWS * MAIN_COLS;
  half *x = (half *) ascsim_gm_alloc (n * sizeof (half));
  half *g = (half *) ascsim_gm_alloc (MAIN_COLS * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (n * sizeof (half));
  for (size_t i = 0; i < n; i++)
    x[i] = (half) (float) ((int) (i % 13) - 6);
  for (int j = 0; j < MAIN_COLS; j++)
    g[j] = (half) (0.5f + (float) (j % 5) * 0.25f);
  volatile int64_t cols = MAIN_COLS, tile_rows = MAIN_TILE_ROWS;
  ASCSIM_LAUNCH (1, k (x, g, y, MAIN_ROWS, cols, tile_rows));
  int bad = 0;
  for (int r = 0; r < MAIN_ROWS; r++)
    {
      double ss = 0;
      for (int j = 0; j < MAIN_COLS; j++)
        ss += (double) (float) x[r * MAIN_COLS + j]
              * (float) x[r * MAIN_COLS + j];
      double rstd = 1.0 / sqrt (ss / MAIN_COLS + EPS);
      for (int j = 0; j < MAIN_COLS; j++)
        {
          double want = (float) x[r * MAIN_COLS + j] * rstd * (float) g[j];
          double got = (float) y[r * MAIN_COLS + j];
          bad += fabs (got - want) > 1e-2 + 1e-2 * fabs (want);
        }
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = rmsnorm (x) * gamma");
  return ascsim_finish ();
}
