/* gather_v2.c -- GatherV2 along axis 0, CCE kernel for Ascend 910A.

   Operator: out[i, :] = table[idx[i], :], table: [VOCAB, DIM] =
   [5000, 1008] fp16, idx: [N] = [8 * 500 + 3] int32 in [0, VOCAB), out:
   [N, DIM] fp16.  A row of 1008 fp16 is 63 DMA blocks of 32 bytes.

   Block split: block b owns N / 8 rows of out plus one of the N % 8
   leftover rows when b < N % 8 (501 or 500 rows, ~1 MB of gathered
   rows per block: more than UB).

   Per block:
     MTE2  the block's indices -> IDX (all at once, <= 2004 bytes)
     S     read the indices                     (after MTE2 -> S)
   Per tile of TILE_ROWS = 48 rows (10 full tiles and a tail of 21 or
   20 rows), slot s = tile & 1:
     MTE2  one copy_gm_to_ubuf per row from table + idx[i] * DIM (a
           scalar-computed GM address) -> ROWS[s] + i * DIM
     MTE3  ROWS[s] -> out rows of the tile (one burst: the tile's rows
           are contiguous both in UB and in GM)
   No vector work: the data goes GM -> UB -> GM.

   UB buffers (bytes):
     IDX      0x00000  2048                  int32 indices of the block
     ROWS[0]  0x00800  48 x 2016 = 96768     gathered rows, ping
     ROWS[1]  0x18200  48 x 2016             gathered rows, pong

   Double buffering: the gathers of tile t + 1 (other slot) overlap the
   store of tile t; the scalar unit never waits inside the loop, so it
   runs ahead issuing DMAs.  Event id = slot.

   Synchronisation, one line each:
     set/wait MTE2->S (ID0)    the indices are in IDX before the scalar
                               code reads them to compute addresses.
     set/wait MTE2->MTE3 (slot) the tile's rows have landed in ROWS[s]
                               before the store reads them.
     set/wait MTE3->MTE2 (slot) WAR: the store of ROWS[s] two tiles ago
                               has read it before new gathers overwrite
                               it; primed for both slots before the
                               loop, drained after it.  */

#include "kernel_host.h"

#define VOCAB 5000
#define DIM 1008
#define ROW_BLOCKS (DIM * 2 / 32)       /* 63 */
#define N_IDX (8 * 500 + 3)
#define TILE_ROWS 48

#define UB_IDX 0x00000
#define UB_ROWS 0x00800
#define SLOT_HALVES (TILE_ROWS * DIM)

#if (N_IDX / 8 + 1) * 4 > 2048
#error "the block's indices do not fit IDX"
#endif

/* out[i] = table[idx[i]] for the ROWS_TOTAL indices; see the file
   comment.  */
__global__ __aicore__ void
gather_v2_kernel (__gm__ half *table, __gm__ int32_t *idx_gm,
                  __gm__ half *out, int32_t rows_total)
{
  __ubuf__ int32_t *idx = (__ubuf__ int32_t *) get_imm (UB_IDX);
  __ubuf__ half *rows_ub = (__ubuf__ half *) get_imm (UB_ROWS);

  int64_t per = rows_total / block_num, extra = rows_total % block_num;
  int64_t nrows = per + (block_idx < extra ? 1 : 0);
  int64_t row0 = block_idx * per + (block_idx < extra ? block_idx : extra);
  int64_t ntiles = (nrows + TILE_ROWS - 1) / TILE_ROWS;
  if (ntiles == 0)
    return;

  copy_gm_to_ubuf (idx, idx_gm + row0, 0, 1,
                   (uint16_t) ((nrows * 4 + 31) / 32), 0, 0);
  set_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);

  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      event_t ev = (event_t) s;
      int64_t left = nrows - t * TILE_ROWS;
      int rows = (int) (left < TILE_ROWS ? left : TILE_ROWS);
      __ubuf__ half *slot = rows_ub + s * SLOT_HALVES;

      wait_flag (PIPE_MTE3, PIPE_MTE2, ev);
      for (int i = 0; i < rows; i++)
        {
          int64_t src = idx[t * TILE_ROWS + i];
          copy_gm_to_ubuf (slot + i * DIM, table + src * DIM, 0, 1,
                           ROW_BLOCKS, 0, 0);
        }
      set_flag (PIPE_MTE2, PIPE_MTE3, ev);
      wait_flag (PIPE_MTE2, PIPE_MTE3, ev);
      copy_ubuf_to_gm (out + (row0 + t * TILE_ROWS) * DIM, slot, 0, 1,
                       (uint16_t) (rows * ROW_BLOCKS), 0, 0);
      set_flag (PIPE_MTE3, PIPE_MTE2, ev);
    }

  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *table = kh_gm ((size_t) VOCAB * DIM, sizeof (half));
  int32_t *idx = kh_gm (N_IDX + 8, sizeof (int32_t));
  half *out = kh_gm ((size_t) N_IDX * DIM, sizeof (half));
  float *table_r = kh_floats ((size_t) VOCAB * DIM);
  float *want = kh_floats ((size_t) N_IDX * DIM);
  kh_fill_f16 (table, table_r, (size_t) VOCAB * DIM, 61, -8.0f, 8.0f);
  uint32_t seed = 62;
  for (int i = 0; i < N_IDX; i++)
    idx[i] = (int32_t) (kh_next (&seed) % VOCAB);
  for (int i = 0; i < N_IDX; i++)
    memcpy (want + (size_t) i * DIM, table_r + (size_t) idx[i] * DIM,
            DIM * sizeof (float));

  ASCSIM_LAUNCH (8, gather_v2_kernel (table, idx, out, N_IDX));

  /* A pure copy: bit-exact.  */
  kh_check_f16 ("gather_v2 out", out, want, (size_t) N_IDX * DIM, 0, 0);
  return ascsim_finish ();
}
