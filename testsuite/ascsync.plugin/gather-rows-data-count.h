/* Rows gathered by index into two staging slots of SLOT_ROWS rows,
   "stage = stage_base + (t & 1) * SLOT_ROWS * D", batch T's count read
   from data ("rows = cnt[t]", loaded into UB from GM): nothing bounds
   the gathers "stage + j * D" but the layout assumption, under which a
   pointer derived from a slot's base stays in that slot (up to the
   next buffer start).  A vector add per row into an accumulator row
   chosen by a second index read from data.  */
#include <ascsim.h>
#include <stdio.h>

#define D 256
#define NSEG 8
#define SLOT_ROWS 16
#define MAX_BATCHES 64
#define UB_CNT 0x00000
#define UB_IDX 0x00100
#define UB_SEG 0x01100
#define UB_STAGE 0x02100
#define UB_ACC 0x12100

__global__ __aicore__ void
k (__gm__ float *table, __gm__ int32_t *cnt_gm, __gm__ int32_t *idx_gm,
   __gm__ int32_t *seg_gm, __gm__ float *out, int32_t nbatch)
{
  __ubuf__ int32_t *cnt = (__ubuf__ int32_t *) get_imm (UB_CNT);
  __ubuf__ int32_t *idx = (__ubuf__ int32_t *) get_imm (UB_IDX);
  __ubuf__ int32_t *seg = (__ubuf__ int32_t *) get_imm (UB_SEG);
  __ubuf__ float *stage_base = (__ubuf__ float *) get_imm (UB_STAGE);
  __ubuf__ float *acc = (__ubuf__ float *) get_imm (UB_ACC);
  if (nbatch <= 0 || nbatch > MAX_BATCHES)
    return;
  copy_gm_to_ubuf (cnt, cnt_gm, 0, 1, MAX_BATCHES * 4 / 32, 0, 0);
  copy_gm_to_ubuf (idx, idx_gm, 0, 1, MAX_BATCHES * 4 / 32 * SLOT_ROWS / 2,
                   0, 0);
  copy_gm_to_ubuf (seg, seg_gm, 0, 1, MAX_BATCHES * 4 / 32 * SLOT_ROWS / 2,
                   0, 0);
  vector_dup (acc, 0.0f, NSEG * D / 64, 1, 1, 8, 8);
  for (int32_t t = 0; t < nbatch; t++)
    {
      int s = t & 1;
      int rows = cnt[t];
      __ubuf__ float *stage = stage_base + s * SLOT_ROWS * D;
      for (int j = 0; j < rows; j++)
        {
          int64_t r = idx[t * SLOT_ROWS + j];
          copy_gm_to_ubuf (stage + j * D, table + r * D, 0, 1, D * 4 / 32,
                           0, 0);
        }
      for (int j = 0; j < rows; j++)
        {
          int g = seg[t * SLOT_ROWS + j];
          __ubuf__ float *dst = acc + g * D;
          vadd (dst, dst, stage + j * D, D / 64, 1, 1, 1, 8, 8, 8);
        }
    }
  copy_ubuf_to_gm (out, acc, 0, 1, NSEG * D * 4 / 32, 0, 0);
}

#define VOCAB 64
#define NB 7

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *table = ascsim_gm_alloc (VOCAB * D * sizeof (float));
  int32_t *cnt = ascsim_gm_alloc (MAX_BATCHES * sizeof (int32_t));
  int32_t *idx = ascsim_gm_alloc (MAX_BATCHES * SLOT_ROWS * sizeof (int32_t));
  int32_t *seg = ascsim_gm_alloc (MAX_BATCHES * SLOT_ROWS * sizeof (int32_t));
  float *out = ascsim_gm_alloc (NSEG * D * sizeof (float));
  double want[NSEG * D] = { 0 };
  for (int i = 0; i < VOCAB * D; i++)
    table[i] = (float) ((i * 7) % 13) - 6.0f;
  for (int t = 0; t < MAX_BATCHES; t++)
    cnt[t] = t < NB ? 16 - (t * 5) % 11 : 0;
  for (int t = 0; t < NB; t++)
    for (int j = 0; j < cnt[t]; j++)
      {
        int i = t * SLOT_ROWS + j;
        idx[i] = (i * 37) % VOCAB;
        seg[i] = (i * 5) % NSEG;
        for (int c = 0; c < D; c++)
          want[seg[i] * D + c] += table[idx[i] * D + c];
      }
  ASCSIM_LAUNCH (1, k (table, cnt, idx, seg, out, NB));
  int bad = 0;
  for (int i = 0; i < NSEG * D; i++)
    bad += out[i] != (float) want[i];
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "out is the sum of the gathered rows");
  return ascsim_finish ();
}
