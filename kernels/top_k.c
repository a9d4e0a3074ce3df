/* top_k.c -- TopK along the last axis (largest, sorted), CCE kernel for
   Ascend 910A, by repeated selection.

   Operator: for each row i of x: [ROWS, COLS] = [8 * 24 + 5, 1008]
   fp16, values[i, :] = the K = 16 largest x[i, :] in descending order
   and indices[i, :] their column indices (int32); among equal values
   the lower index comes first.  values: [ROWS, K] fp16, indices: [ROWS,
   K] int32.

   Method (K small against COLS): keep the maximum of every 128-lane
   repeat of the row (vcmax, "level 1"); take the maximum of those
   (vcmax over the level-1 values, "level 2"); the scalar unit reads
   which repeat k won and that repeat's (value, index) pair, records the
   result, removes the element from the row by storing -inf over it in
   UB, and V recomputes only repeat k's maximum: vcmax at
   IN + i * CPAD + k * 128, an address the scalar unit computed from a
   value it read in UB.  K - 1 such recomputes per row instead of K full
   passes.

   Layout: each row is padded in UB to CPAD = 1024 elements (8 repeats);
   the 16 pad lanes (the row's 64th 32-byte block, never loaded) are set
   once to -65504, below every x and above -inf, so they never win while
   a real element is left.  Level 1 writes repeat k's pair at P + (8 i +
   k) * 32 bytes (dstRepeatStride 8 pairs: every pair at a 32-byte
   aligned address, so the single-repeat recompute's destination is
   aligned as a vector destination must be); level 2 reads lane 0 of
   each of those 8 blocks (mask lanes 0, 16, ..., 112; the index it
   returns is 16 k) and writes row i's pair at B + 4 i.

   Block split: block b owns ROWS / 8 rows plus one of the ROWS % 8
   leftover rows when b < ROWS % 8 (25 or 24 rows).  Tiling: tiles of
   TILE_ROWS = 8 rows (3 full tiles and, in blocks 0..4, a tail of one
   row).

   Per tile (slot s = tile & 1):
     MTE2  rows of tile t + 1 -> IN[1 - s]     (prefetch; 63 blocks a
                                                 row, dst gap 1 block)
     V     level 1: vcmax IN[s] -> P (8 repeats a row)
     K steps:
       V   level 2: vcmax P -> B (one repeat a row, sparse mask)
       S   per row: k = B index / 16, (v, j) = P pair (i, k); OV[s] and
           OI[s] get v and 128 k + j; unless last step: IN[s][i, 128 k +
           j] = -inf (scalar store)
       V   unless last step, per row: vcmax IN[s] + i * CPAD + 128 k ->
           P + (8 i + k) * 16    (one repeat)
     MTE3  OV[s] -> values rows, OI[s] -> indices rows

   UB buffers (bytes):
     IN[0]  0x00000  8 x 2048   fp16 rows, ping
     IN[1]  0x04000  8 x 2048   pong
     P      0x08000  8 x 256    level-1 pairs, one per 32-byte block
     B      0x08800  256        level-2 pairs (4 bytes each)
     OV[0]  0x08900  OV[1] 0x08A00   8 x 32   fp16 values
     OI[0]  0x08B00  OI[1] 0x08D00   8 x 64   int32 indices

   Synchronisation, one line each:
     pipe_barrier(PIPE_V)      after the one-time pad fill (read by
                               level 1); after level 1 (P read by level
                               2); after each step's recomputes (P read
                               by the next level 2).
     set/wait MTE2->V (slot)   the tile's rows have landed in IN[s]
                               before level 1 reads them; the first
                               tile's set is before the loop, each
                               prefetch's set in the previous tile.
                               No V->MTE2 flag guards a prefetch into
                               IN[1 - s]: every V read of that slot in
                               tile t - 1 (level 1, recomputes) precedes
                               a level 2 whose V->S wait stalled the
                               scalar unit before it issued the
                               prefetch, and the scalar -inf stores into
                               it precede that chain through S->V.
     set/wait V->S (ID0)       each step: the scalar code reads B and P
                               only after level 2 (and the recomputes
                               before it) wrote them.
     set/wait S->V (ID0)       each step: the -inf stores have landed
                               before the recomputes read IN[s], and
                               (WAR) the scalar reads of B and P come
                               before the next level 1 / level 2 / the
                               recomputes overwrite them.
     wait_flag MTE3->S (slot)  WAR: before the scalar writes OV[s] and
                               OI[s], the store of tile t - 2 has read
                               them; primed for both slots, drained.
     set/wait S->MTE3 (slot)   the scalar writes of OV[s] and OI[s] are
                               done before MTE3 stores them.
     set_flag MTE3->S (slot)   after the stores.  */

#include "kernel_host.h"

#define ROWS (8 * 24 + 5)
#define COLS 1008
#define CPAD 1024
#define ROW_BLOCKS (COLS * 2 / 32)      /* 63 */
#define REPS_ROW (CPAD / 128)           /* 8 */
#define TOPK 16
#define TILE_ROWS 8

#define UB_IN 0x00000
#define UB_P 0x08000
#define UB_B 0x08800
#define UB_OV 0x08900
#define UB_OI 0x08B00
#define IN_SLOT (TILE_ROWS * CPAD)      /* halves */
#define OV_SLOT (TILE_ROWS * TOPK)      /* halves */
#define OI_SLOT (TILE_ROWS * TOPK)      /* int32 */
#define P_ROW 128                       /* halves per row of P: 8 blocks */
#define LANE0_OF_BLOCKS 0x0001000100010001ull   /* lanes 0, 16, 32, 48 */

/* TopK of the ROWS_TOTAL x COLS fp16 matrix X into VALUES and INDICES;
   see the file comment.  */
__global__ __aicore__ void
top_k_kernel (__gm__ half *x, __gm__ half *values, __gm__ int32_t *indices,
              int32_t rows_total)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (UB_IN);
  __ubuf__ half *p = (__ubuf__ half *) get_imm (UB_P);
  __ubuf__ uint16_t *pu = (__ubuf__ uint16_t *) get_imm (UB_P);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (UB_B);
  __ubuf__ uint16_t *bu = (__ubuf__ uint16_t *) get_imm (UB_B);
  __ubuf__ half *ov = (__ubuf__ half *) get_imm (UB_OV);
  __ubuf__ int32_t *oi = (__ubuf__ int32_t *) get_imm (UB_OI);
  half neg_inf = (half) -INFINITY;

  int64_t per = rows_total / block_num, extra = rows_total % block_num;
  int64_t nrows = per + (block_idx < extra ? 1 : 0);
  int64_t row0 = block_idx * per + (block_idx < extra ? block_idx : extra);
  int64_t ntiles = (nrows + TILE_ROWS - 1) / TILE_ROWS;
  if (ntiles == 0)
    return;

  /* The pad block of every row of both slots: 8 rows a call, block
     stride one row.  */
  for (int k = 0; k < 2 * TILE_ROWS / 8; k++)
    vector_dup (in + k * 8 * CPAD + COLS, -65504.0, 1, CPAD / 16, 1, 8, 8);
  pipe_barrier (PIPE_V);

  set_flag (PIPE_MTE3, PIPE_S, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_S, EVENT_ID1);
  int64_t rows_first = nrows < TILE_ROWS ? nrows : TILE_ROWS;
  copy_gm_to_ubuf (in, x + row0 * COLS, 0, (uint16_t) rows_first,
                   ROW_BLOCKS, 0, 1);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);

  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      event_t ev = (event_t) s, ev_next = (event_t) (1 - s);
      int64_t r0 = row0 + t * TILE_ROWS;
      int rows = (int) (nrows - t * TILE_ROWS < TILE_ROWS
                        ? nrows - t * TILE_ROWS : TILE_ROWS);
      __ubuf__ half *ins = in + s * IN_SLOT;
      __ubuf__ half *ovs = ov + s * OV_SLOT;
      __ubuf__ int32_t *ois = oi + s * OI_SLOT;
      int kwin[TILE_ROWS];

      if (t + 1 < ntiles)
        {
          int64_t left = nrows - (t + 1) * TILE_ROWS;
          int rows_next = (int) (left < TILE_ROWS ? left : TILE_ROWS);
          copy_gm_to_ubuf (in + (1 - s) * IN_SLOT,
                           x + (r0 + TILE_ROWS) * COLS, 0,
                           (uint16_t) rows_next, ROW_BLOCKS, 0, 1);
          set_flag (PIPE_MTE2, PIPE_V, ev_next);
        }

      /* Level 1: the maximum of every repeat, one pair per block.  */
      wait_flag (PIPE_MTE2, PIPE_V, ev);
      vcmax (p, ins, (uint8_t) (rows * REPS_ROW), 8, 1, 8);
      pipe_barrier (PIPE_V);

      wait_flag (PIPE_MTE3, PIPE_S, ev);
      for (int step = 0; step < TOPK; step++)
        {
          int last = step == TOPK - 1;

          /* Level 2: which repeat holds the row's maximum.  */
          set_vector_mask (LANE0_OF_BLOCKS, LANE0_OF_BLOCKS);
          vcmax (b, p, (uint8_t) rows, 1, 1, 8);
          set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
          set_flag (PIPE_V, PIPE_S, EVENT_ID0);
          wait_flag (PIPE_V, PIPE_S, EVENT_ID0);

          for (int i = 0; i < rows; i++)
            {
              int k = bu[2 * i + 1] / 16;
              int j = pu[i * P_ROW + k * 16 + 1];
              ovs[i * TOPK + step] = p[i * P_ROW + k * 16];
              ois[i * TOPK + step] = k * 128 + j;
              if (!last)
                ins[i * CPAD + k * 128 + j] = neg_inf;
              kwin[i] = k;
            }
          set_flag (PIPE_S, PIPE_V, EVENT_ID0);
          wait_flag (PIPE_S, PIPE_V, EVENT_ID0);

          /* The new maximum of each row's winning repeat.  */
          if (!last)
            {
              for (int i = 0; i < rows; i++)
                vcmax (p + i * P_ROW + kwin[i] * 16,
                       ins + i * CPAD + kwin[i] * 128, 1, 1, 1, 8);
              pipe_barrier (PIPE_V);
            }
        }

      set_flag (PIPE_S, PIPE_MTE3, ev);
      wait_flag (PIPE_S, PIPE_MTE3, ev);
      copy_ubuf_to_gm (values + r0 * TOPK, ovs, 0, 1,
                       (uint16_t) (rows * TOPK * 2 / 32), 0, 0);
      copy_ubuf_to_gm (indices + r0 * TOPK, ois, 0, 1,
                       (uint16_t) (rows * TOPK * 4 / 32), 0, 0);
      set_flag (PIPE_MTE3, PIPE_S, ev);
    }

  wait_flag (PIPE_MTE3, PIPE_S, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_S, EVENT_ID1);
}

/* Reference: the K largest of each row of X by repeated selection, the
   lowest index first among equal values.  */
static void
top_k_ref (const float *x, float *want_v, float *want_i, int n_rows)
{
  float row[COLS];
  for (int r = 0; r < n_rows; r++)
    {
      memcpy (row, x + (size_t) r * COLS, sizeof row);
      for (int k = 0; k < TOPK; k++)
        {
          int best = 0;
          for (int j = 1; j < COLS; j++)
            if (row[j] > row[best])
              best = j;
          want_v[r * TOPK + k] = row[best];
          want_i[r * TOPK + k] = (float) best;
          row[best] = -INFINITY;
        }
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  size_t n = (size_t) ROWS * COLS, nk = (size_t) ROWS * TOPK;
  half *x = kh_gm (n, sizeof (half));
  half *values = kh_gm (nk, sizeof (half));
  int32_t *indices = kh_gm (nk, sizeof (int32_t));
  float *xr = kh_floats (n), *want_v = kh_floats (nk);
  float *want_i = kh_floats (nk), *got_i = kh_floats (nk);
  /* A narrow range, so equal values occur among the largest.  */
  kh_fill_f16 (x, xr, n, 555, -4.0f, 4.0f);
  top_k_ref (xr, want_v, want_i, ROWS);

  ASCSIM_LAUNCH (8, top_k_kernel (x, values, indices, ROWS));

  /* Selection moves values unchanged and the tie order is defined:
     exact.  */
  kh_check_f16 ("top_k values", values, want_v, nk, 0, 0);
  for (size_t i = 0; i < nk; i++)
    got_i[i] = (float) indices[i];
  ascsim_compare_f32 ("top_k indices", got_i, want_i, nk, 0, 0);
  return ascsim_finish ();
}
