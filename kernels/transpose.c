/* transpose.c -- Transpose of a matrix, CCE kernel for Ascend 910A.

   Operator: b[c, r] = a[r, c], a: [M, N] = [16 * 131, 16 * 95] =
   [2096, 1520] fp16, b: [N, M] fp16, both row-major.

   Method: the matrix is cut into 16 x 16 blocks (512 bytes).  A strided
   DMA gathers each 16 x 16 block of a into 512 contiguous bytes of UB
   (16 bursts of one 32-byte row, source gap N / 16 - 1 blocks),
   vtranspose transposes it into an output buffer, and one strided DMA
   scatters the transposed blocks of a tile to b (one 32-byte burst per
   row of b, destination gap M / 16 - 1 blocks).

   Block split: a is cut into BANDS = M / 16 = 131 bands of 16 rows;
   block b owns BANDS / 8 bands plus one of the BANDS % 8 leftover
   bands when b < BANDS % 8 (17 or 16 bands, ~780 KiB of a per block:
   more than UB).

   Tiling: a tile is one band x TILE_COLB = 40 column blocks (16 x 640
   elements, 20 KiB); a band of 95 column blocks is 2 full tiles and a
   tail tile of 15 column blocks (the tail only changes the DMA and
   vtranspose counts).

   Per tile (slot s = tile & 1, kb column blocks):
     MTE2  kb DMAs: 16 x 16 block j of the tile -> IN[s] + 512 j
     V     kb vtransposes: IN[s] + 512 j -> OUT[s] + 512 j (independent)
     MTE3  OUT[s] (16 kb rows of b, 32 bytes each) -> b[c0 .., r0 ..]

   UB buffers (bytes):
     IN[0]   0x00000  40 x 512 = 20480   gathered blocks, ping
     IN[1]   0x05000  20480              pong
     OUT[0]  0x0A000  20480              transposed blocks, ping
     OUT[1]  0x0F000  20480              pong

   Double buffering: the scalar unit never waits inside the loop, so it
   issues the DMAs of tile t + 1 (other slot) while V transposes tile t
   and MTE3 stores tile t - 1.  Event id = slot.

   Synchronisation, one line each:
     set/wait MTE2->V (slot)   the tile's blocks are in IN[s] before
                               vtranspose reads them.
     set/wait V->MTE2 (slot)   WAR: the vtransposes of the slot two tiles
                               ago have read IN[s] before new DMAs
                               overwrite it; primed for both slots, drained
                               after the loop.
     set/wait MTE3->V (slot)   WAR: the store of OUT[s] two tiles ago has
                               read it before vtranspose overwrites it;
                               primed for both slots, drained after the
                               loop.
     set/wait V->MTE3 (slot)   OUT[s] is written before it is stored.
   No pipe_barrier: the vtransposes of a tile touch disjoint blocks, and
   tiles in flight use different slots.  */

#include "kernel_host.h"

#define M (16 * 131)
#define NCOLS (16 * 95)
#define BANDS (M / 16)
#define COLB (NCOLS / 16)               /* column blocks of a */
#define TILE_COLB 40

#define UB_IN 0x00000
#define UB_OUT 0x0A000
#define SLOT_ELEMS (TILE_COLB * 256)

/* b = a^T for the M x NCOLS fp16 matrix A; see the file comment.  */
__global__ __aicore__ void
transpose_kernel (__gm__ half *a, __gm__ half *b)
{
  __ubuf__ uint16_t *in_ub = (__ubuf__ uint16_t *) get_imm (UB_IN);
  __ubuf__ uint16_t *out_ub = (__ubuf__ uint16_t *) get_imm (UB_OUT);

  int64_t per = BANDS / block_num, extra = BANDS % block_num;
  int64_t nbands = per + (block_idx < extra ? 1 : 0);
  int64_t band0 = block_idx * per + (block_idx < extra ? block_idx : extra);
  int64_t tiles_per_band = (COLB + TILE_COLB - 1) / TILE_COLB;
  int64_t ntiles = nbands * tiles_per_band;
  if (ntiles == 0)
    return;

  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);

  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      event_t ev = (event_t) s;
      int64_t r0 = (band0 + t / tiles_per_band) * 16;
      int64_t cb0 = (t % tiles_per_band) * TILE_COLB;
      int kb = (int) (COLB - cb0 < TILE_COLB ? COLB - cb0 : TILE_COLB);
      __ubuf__ uint16_t *in = in_ub + s * SLOT_ELEMS;
      __ubuf__ uint16_t *out = out_ub + s * SLOT_ELEMS;

      /* Gather: block j = rows r0 .. r0 + 15, columns 16 (cb0 + j) ..  */
      wait_flag (PIPE_V, PIPE_MTE2, ev);
      for (int j = 0; j < kb; j++)
        copy_gm_to_ubuf (in + j * 256, a + r0 * NCOLS + (cb0 + j) * 16, 0,
                         16, 1, COLB - 1, 0);
      set_flag (PIPE_MTE2, PIPE_V, ev);

      wait_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE3, PIPE_V, ev);
      for (int j = 0; j < kb; j++)
        vtranspose (out + j * 256, in + j * 256);
      set_flag (PIPE_V, PIPE_MTE2, ev);
      set_flag (PIPE_V, PIPE_MTE3, ev);

      /* Scatter: row k of OUT[s] is b[16 cb0 + k, r0 .. r0 + 15].  */
      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (b + cb0 * 16 * M + r0, out, 0, (uint16_t) (16 * kb),
                       1, 0, M / 16 - 1);
      set_flag (PIPE_MTE3, PIPE_V, ev);
    }

  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  size_t n = (size_t) M * NCOLS;
  half *a = kh_gm (n, sizeof (half));
  half *b = kh_gm (n, sizeof (half));
  float *ar = kh_floats (n), *want = kh_floats (n);
  kh_fill_f16 (a, ar, n, 1515, -100.0f, 100.0f);
  for (int r = 0; r < M; r++)
    for (int c = 0; c < NCOLS; c++)
      want[(size_t) c * M + r] = ar[(size_t) r * NCOLS + c];

  ASCSIM_LAUNCH (8, transpose_kernel (a, b));

  /* A pure data movement: bit-exact.  */
  kh_check_f16 ("transpose b", b, want, n, 0, 0);
  return ascsim_finish ();
}
