/* scalar-iv-pointer.h -- the kernel of the tests of a scalar read
   through a pointer induction variable ({dump,run}-scalar-iv-pointer-
   slots.c): a gather whose row indices the scalar unit reads from slot
   T & 1 of IDX (the next tile's indices loaded into the other slot
   ahead), each row DMAed from the table, or from a zero row for an
   index out of range, into slot T & 1 of G, and G stored.  The row
   length D and the tile's row count, MIN (left, TR), are known at run
   time only (D and TR checked at entry).  At -O2 GCC's
   ivopts reads "ix[j]" through an integer that starts at get_imm (0)
   plus the slot's offset and steps by 4 up to an end address, so the
   read's offset has no bound of its own: it lies in its slot of IDX
   (the layout assumption), not anywhere in UB.  */
#include <ascsim.h>

#define TR_MAX 64
#define SLOT_HALVES 16384

__global__ __aicore__ void
k (__gm__ half *table, __gm__ int32_t *idx_gm, __gm__ half *zeros,
   __gm__ half *out, int32_t n_total, int32_t d, int32_t tile_rows,
   int32_t vocab)
{
  __ubuf__ int32_t *idx_ub = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ half *g_ub = (__ubuf__ half *) get_imm (0x200);
  if (d <= 0 || d % 128 != 0 || d > 1024 || tile_rows <= 0
      || tile_rows > TR_MAX || tile_rows * d > SLOT_HALVES || n_total <= 0)
    return;
  int64_t ntiles = (n_total + tile_rows - 1) / tile_rows;
  uint16_t row_blocks = (uint16_t) (d / 16);
  copy_gm_to_ubuf (idx_ub, idx_gm, 0, 1, TR_MAX * 4 / 32, 0, 0);
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      int64_t left = n_total - t * tile_rows;
      int rows = (int) (left < tile_rows ? left : tile_rows);
      __ubuf__ int32_t *ix = idx_ub + s * TR_MAX;
      __ubuf__ half *g = g_ub + s * SLOT_HALVES;
      if (t + 1 < ntiles)
        copy_gm_to_ubuf (idx_ub + (1 - s) * TR_MAX,
                         idx_gm + (t + 1) * tile_rows, 0, 1,
                         TR_MAX * 4 / 32, 0, 0);
      for (int j = 0; j < rows; j++)
        {
          int32_t r = ix[j];
          __gm__ half *src = r >= 0 && r < vocab ? table + (int64_t) r * d
                                                 : zeros;
          copy_gm_to_ubuf (g + j * d, src, 0, 1, row_blocks, 0, 0);
        }
      copy_ubuf_to_gm (out + t * tile_rows * d, g, 0, 1,
                       (uint16_t) (rows * row_blocks), 0, 0);
    }
}
