/* Rows gathered by index into two staging slots of SLOT_ROWS rows,
   "stage = stage_base + (t & 1) * SLOT_ROWS * D", a vector add per row
   into an accumulator row chosen by a second index read from data
   (data-dependent addresses for the vector unit).

   Batch T's count: with COUNT_FROM_DATA, read from data ("rows =
   cnt[t]", loaded into UB from GM), which nothing bounds but the layout
   assumption, under which a pointer derived from a slot's base stays in
   that slot (up to the next buffer start).  Else "rows = (int) (left <
   CLAMP ? left : CLAMP)" of the block's NROWS rows, LEFT a 64-bit
   count: the 32-bit count is the truncation of a MIN whose 64-bit range
   GCC does not bound below, bounded only where the loop is entered
   (under "left > 0" at -O2, where IVOPTS turns "j < rows" into a
   pointer compared with an end computed from it) or by the count
   assumption (at -O0, "j < rows" with ROWS a PHI of "(int) left" and
   CLAMP).  With CLAMP <= SLOT_ROWS the batches' slots are apart; with
   CLAMP above SLOT_ROWS a batch fills its slot and part of the next.  */
#include <ascsim.h>
#include <stdio.h>

#define D 256
#define NSEG 8
#define MAX_ROWS 1024
#define VOCAB 64
#ifdef COUNT_FROM_DATA
#define CLAMP SLOT_ROWS
#define MAX_BATCHES 64
#define UB_CNT 0x00000
#define UB_IDX 0x00100
#else
#define UB_IDX 0x00000
#endif
#define UB_SEG (UB_IDX + 0x1000)
#define UB_STAGE (UB_IDX + 0x2000)
#define UB_ACC (UB_IDX + 0x12000)

__global__ __aicore__ void
k (__gm__ float *table, __gm__ int32_t *cnt_gm, __gm__ int32_t *idx_gm,
   __gm__ int32_t *seg_gm, __gm__ float *out, int32_t n)
{
  __ubuf__ int32_t *idx = (__ubuf__ int32_t *) get_imm (UB_IDX);
  __ubuf__ int32_t *seg = (__ubuf__ int32_t *) get_imm (UB_SEG);
  __ubuf__ float *stage_base = (__ubuf__ float *) get_imm (UB_STAGE);
  __ubuf__ float *acc = (__ubuf__ float *) get_imm (UB_ACC);
  int64_t nrows = n;
  if (nrows <= 0 || nrows > MAX_ROWS)
    return;
  int64_t nbatch = (nrows + CLAMP - 1) / CLAMP;
#ifdef COUNT_FROM_DATA
  __ubuf__ int32_t *cnt = (__ubuf__ int32_t *) get_imm (UB_CNT);
  if (nbatch > MAX_BATCHES)
    return;
  copy_gm_to_ubuf (cnt, cnt_gm, 0, 1, MAX_BATCHES * 4 / 32, 0, 0);
#endif
  copy_gm_to_ubuf (idx, idx_gm, 0, 1, MAX_ROWS * 4 / 32, 0, 0);
  copy_gm_to_ubuf (seg, seg_gm, 0, 1, MAX_ROWS * 4 / 32, 0, 0);
  vector_dup (acc, 0.0f, NSEG * D / 64, 1, 1, 8, 8);
  for (int64_t t = 0; t < nbatch; t++)
    {
      int s = (int) (t & 1);
#ifdef COUNT_FROM_DATA
      int rows = cnt[t];
#else
      int64_t left = nrows - t * CLAMP;
      int rows = (int) (left < CLAMP ? left : CLAMP);
#endif
      __ubuf__ float *stage = stage_base + s * SLOT_ROWS * D;
      for (int j = 0; j < rows; j++)
        {
          int64_t r = idx[t * CLAMP + j];
          copy_gm_to_ubuf (stage + j * D, table + r * D, 0, 1, D * 4 / 32,
                           0, 0);
        }
      for (int j = 0; j < rows; j++)
        {
          int g = seg[t * CLAMP + j];
          __ubuf__ float *dst = acc + g * D;
          vadd (dst, dst, stage + j * D, D / 64, 1, 1, 1, 8, 8, 8);
        }
    }
  copy_ubuf_to_gm (out, acc, 0, 1, NSEG * D * 4 / 32, 0, 0);
}

/* NROWS rows in batches of CLAMP, the last one short (its count
   written into the counts read from data too).  */
#define NROWS 100

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *table = ascsim_gm_alloc (VOCAB * D * sizeof (float));
  int32_t *cnt = ascsim_gm_alloc (64 * sizeof (int32_t));
  int32_t *idx = ascsim_gm_alloc (MAX_ROWS * sizeof (int32_t));
  int32_t *seg = ascsim_gm_alloc (MAX_ROWS * sizeof (int32_t));
  float *out = ascsim_gm_alloc (NSEG * D * sizeof (float));
  double want[NSEG * D] = { 0 };
  for (int i = 0; i < VOCAB * D; i++)
    table[i] = (float) ((i * 7) % 13) - 6.0f;
  for (int t = 0; t * CLAMP < NROWS; t++)
    cnt[t] = NROWS - t * CLAMP < CLAMP ? NROWS - t * CLAMP : CLAMP;
  for (int i = 0; i < NROWS; i++)
    {
      idx[i] = (i * 37) % VOCAB;
      seg[i] = (i * 5) % NSEG;
      for (int c = 0; c < D; c++)
        want[seg[i] * D + c] += table[idx[i] * D + c];
    }
  ASCSIM_LAUNCH (1, k (table, cnt, idx, seg, out, NROWS));
  int bad = 0;
  for (int i = 0; i < NSEG * D; i++)
    bad += out[i] != (float) want[i];
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "out is the sum of the gathered rows");
  return ascsim_finish ();
}
