/* Rows of a double-buffered tile, each written as a head of NF full
   repeats and a tail of the repeats from NF on, NF read from data per
   row: the tail "vector_dup (yr + nf * 128, 0, RPR + TAIL_EXTRA - nf)"
   ends TAIL_EXTRA repeats past the row, whatever NF is.  Included by
   run-split-end-bounds-slot.c (TAIL_EXTRA 0: the tail stays in its
   slot) and run-split-end-bounds-past-slot.c (TAIL_EXTRA 1: the last
   row's tail reaches into the other slot).  */
#include <ascsim.h>
#include <stdio.h>

#define RPR 8                   /* repeats of 128 halves a row */
#define ROW (RPR * 128)         /* halves */
#define TR 8                    /* rows a tile */
#define SLOT (TR * ROW)         /* halves: 16 KiB */
#define NT 6                    /* tiles */
#define NROWS (NT * TR)

__global__ __aicore__ void
k (__gm__ half *x, __gm__ int32_t *len_gm, __gm__ half *y)
{
  __ubuf__ int32_t *len = (__ubuf__ int32_t *) get_imm (0);
  copy_gm_to_ubuf (len, len_gm, 0, 1, NROWS * 4 / 32, 0, 0);
  for (int64_t t = 0; t < NT; t++)
    {
      int s = (int) (t & 1);
      __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x1000 + s * 0x4000);
      __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x9000 + s * 0x4000);
      copy_gm_to_ubuf (xb, x + t * SLOT, 0, 1, SLOT * 2 / 32, 0, 0);
      for (int64_t r = 0; r < TR; r++)
        {
          uint32_t nf = (uint32_t) len[t * TR + r];
          __ubuf__ half *xr = xb + r * ROW, *yr = yb + r * ROW;
          if (nf > 0)
            vmuls (yr, xr, (half) 2.0f, (uint8_t) nf, 1, 1, 8, 8);
          if (nf < RPR)
            vector_dup (yr + nf * 128, (half) 0.0f,
                        (uint8_t) (RPR + TAIL_EXTRA - nf), 1, 1, 8, 8);
        }
      copy_ubuf_to_gm (y + t * SLOT, yb, 0, 1, SLOT * 2 / 32, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) NT * SLOT * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) NT * SLOT * sizeof (half));
  int32_t *len = ascsim_gm_alloc (NROWS * sizeof (int32_t));
  for (int i = 0; i < NT * SLOT; i++)
    x[i] = (half) (float) (i % 100);
  for (int r = 0; r < NROWS; r++)
    len[r] = (r * 5 + 3) % (RPR + 1);
  ASCSIM_LAUNCH (1, k (x, len, y));
  int bad = 0;
  for (int r = 0; r < NROWS; r++)
    for (int j = 0; j < ROW; j++)
      {
        int i = r * ROW + j;
        float want = j < len[r] * 128 ? 2.0f * (float) (i % 100) : 0.0f;
        bad += (float) y[i] != want;
      }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2x in each row's first len repeats, else 0");
  return ascsim_finish ();
}
