/* nll_loss.c -- NLLLoss (reduction "mean", no class weights), CCE kernel
   for Ascend 910A.

   Operator: loss = -(1 / N) * sum_i logp[i, target[i]], logp: [N, C] =
   [8 * 1000 + 5, 1000] fp32 log-probabilities, target: [N] int32 in
   [0, C).

   Output: one partial result per block.  A block cannot add into
   another block's result without cross-core synchronisation, so block b
   writes -(1 / N) * sum over its rows to out[8 * b] (its own 32-byte
   block; out[8 * b + 1 .. 7] are 0) and the host adds the eight values
   to get the loss.

   Block split: block b owns N / 8 rows plus one of the N % 8 leftover
   rows when b < N % 8 (1001 or 1000 rows, ~4 MB of logp: far more than
   UB, of which the kernel reads one 32-byte block per row).

   Per block:
     MTE2  the block's targets -> TGT (all at once, <= 4004 bytes)
     S     read the targets                     (after MTE2 -> S)
   Per tile of TILE_ROWS = 128 rows (7 full tiles and a tail of 105 or
   104 rows), slot s = tile & 1:
     MTE2  one 32-byte DMA per row from &logp[i, target[i]] (a
           scalar-computed GM address) -> PICKS[s] + 32 * row, so the
           picked value is lane 0 of the row's block
     V     vcadd PICKS[s] -> TSUMS[32 t ...]: each repeat covers 8 rows
           (8 blocks); the mask 0x0101010101010101 enables lane 0 of
           every block, so a repeat adds the 8 picked values.  A tail of
           rows % 8 rows is one more repeat with the first rows % 8 of
           those lanes enabled, written to TSUMS[32 t + 16] (a vector
           destination must be 32-byte aligned)
   After the loop:
     V     vcadd TSUMS (4 repeats) -> RED; vcadd RED (mask 4) -> OUTB;
           vmuls OUTB *= -1 / N (mask 8)
     MTE3  OUTB -> out[8 * b]

   UB buffers (bytes):
     TGT       0x0000  4096   int32 targets of the block
     PICKS[0]  0x1000  4096   128 rows x 32 bytes, ping
     PICKS[1]  0x2000  4096   pong
     TSUMS     0x3000  1024   fp32 per-tile sums (32 per tile, 8 tiles)
     RED       0x3400  256    fp32 sums of TSUMS
     OUTB      0x3500  256    fp32 the block's result (lane 0)
   TSUMS, RED and OUTB are zeroed once: the reductions read whole
   repeats (or blocks) of them.

   Double buffering: the gathers of tile t + 1 (other slot) overlap the
   vcadd of tile t.  Event id = slot.

   Synchronisation, one line each:
     set/wait MTE2->S (ID0)    the targets are in TGT before the scalar
                               code reads them (to compute addresses).
     set/wait MTE2->V (slot)   the tile's gathered blocks have landed
                               before vcadd reads them.
     set/wait V->MTE2 (slot)   WAR: the vcadd of the slot two tiles ago
                               has read PICKS[s] before new gathers
                               overwrite it; primed for both slots before
                               the loop, drained after it.  The primes
                               are set after the one-time zeroing of
                               TSUMS/RED, so they also order it before
                               the first vcadds (through the gathers
                               and MTE2->V): no pipe_barrier needed.
     pipe_barrier(PIPE_V)      after the loop and between the final
                               reduction steps (each reads the last one's
                               result).
     set/wait V->MTE3 (ID0)    OUTB is final before it is stored.  */

#include "kernel_host.h"

#define ROWS (8 * 1000 + 5)
#define CLASSES 1000
#define TILE_ROWS 128
#define MAX_TILES 8                     /* TSUMS holds 8 x 32 sums */

#define UB_TGT 0x0000
#define UB_PICKS 0x1000
#define UB_TSUMS 0x3000
#define UB_RED 0x3400
#define UB_OUTB 0x3500
#define SLOT_FLOATS (TILE_ROWS * 8)

#if (ROWS / 8 + 1) > MAX_TILES * TILE_ROWS || (ROWS / 8 + 1) * 4 > 4096
#error "the block's rows do not fit TGT and TSUMS"
#endif

/* Mask with lane 0 of the first K (1..8) 32-byte blocks of an fp32
   repeat enabled (lanes 0, 8, ..., 8 * (K - 1)).  */
#define LANE0_MASK(K) (0x0101010101010101ull >> (8 * (8 - (K))))

/* NLLLoss partial sums of ROWS_TOTAL rows of LOGP (CLASSES columns) and
   TARGET into OUT; see the file comment.  */
__global__ __aicore__ void
nll_loss_kernel (__gm__ float *logp, __gm__ int32_t *target,
                 __gm__ float *out, int32_t rows_total)
{
  __ubuf__ int32_t *tgt = (__ubuf__ int32_t *) get_imm (UB_TGT);
  __ubuf__ float *picks = (__ubuf__ float *) get_imm (UB_PICKS);
  __ubuf__ float *tsums = (__ubuf__ float *) get_imm (UB_TSUMS);
  __ubuf__ float *red = (__ubuf__ float *) get_imm (UB_RED);
  __ubuf__ float *outb = (__ubuf__ float *) get_imm (UB_OUTB);

  int64_t per = rows_total / block_num, extra = rows_total % block_num;
  int64_t nrows = per + (block_idx < extra ? 1 : 0);
  int64_t row0 = block_idx * per + (block_idx < extra ? block_idx : extra);
  int64_t ntiles = (nrows + TILE_ROWS - 1) / TILE_ROWS;
  if (ntiles == 0)
    return;

  copy_gm_to_ubuf (tgt, target + row0, 0, 1,
                   (uint16_t) ((nrows * 4 + 31) / 32), 0, 0);
  set_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
  vector_dup (tsums, 0.0, 4, 1, 1, 8, 8);
  vector_dup (red, 0.0, 2, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);

  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      event_t ev = (event_t) s;
      int64_t left = nrows - t * TILE_ROWS;
      int rows = (int) (left < TILE_ROWS ? left : TILE_ROWS);
      __ubuf__ float *pk = picks + s * SLOT_FLOATS;

      /* Gather logp[i, target[i]] into lane 0 of row i's block.  */
      wait_flag (PIPE_V, PIPE_MTE2, ev);
      for (int i = 0; i < rows; i++)
        {
          int64_t r = t * TILE_ROWS + i;
          int32_t c = tgt[r];
          copy_gm_to_ubuf (pk + i * 8, logp + (row0 + r) * CLASSES + c, 0,
                           1, 1, 0, 0);
        }
      set_flag (PIPE_MTE2, PIPE_V, ev);

      /* Sum the picked values: 8 rows per repeat.  */
      wait_flag (PIPE_MTE2, PIPE_V, ev);
      int full = rows / 8, rem = rows % 8;
      set_vector_mask (0, LANE0_MASK (8));
      if (full > 0)
        vcadd (tsums + t * 32, pk, (uint8_t) full, 1, 1, 8);
      if (rem > 0)
        {
          set_vector_mask (0, LANE0_MASK (rem));
          vcadd (tsums + t * 32 + 16, pk + full * 64, 1, 1, 1, 8);
        }
      set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
      set_flag (PIPE_V, PIPE_MTE2, ev);
    }
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);

  /* The block's total, scaled by -1 / N.  */
  pipe_barrier (PIPE_V);
  vcadd (red, tsums, 4, 1, 1, 8);
  pipe_barrier (PIPE_V);
  set_vector_mask (0, 0xf);
  vcadd (outb, red, 1, 1, 1, 8);
  pipe_barrier (PIPE_V);
  set_vector_mask (0, 0xff);
  vmuls (outb, outb, -1.0 / rows_total, 1, 1, 1, 8, 8);
  set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (out + block_idx * 8, outb, 0, 1, 1, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  size_t n = (size_t) ROWS * CLASSES;
  /* logp padded by one 32-byte block: a gather at the last class of the
     last row reads 7 floats past it.  */
  float *logp = kh_gm (n + 8, sizeof (float));
  int32_t *target = kh_gm (ROWS + 8, sizeof (int32_t));
  float *out = kh_gm (8 * 8, sizeof (float));
  kh_fill_f32 (logp, NULL, n, 71, -10.0f, 0.0f);
  uint32_t seed = 72;
  for (int i = 0; i < ROWS; i++)
    target[i] = (int32_t) (kh_next (&seed) % CLASSES);

  /* Reference: the per-block partials and the loss, in double.  */
  float want[8], got[8];
  double loss = 0;
  for (int b = 0; b < 8; b++)
    {
      int per = ROWS / 8, extra = ROWS % 8;
      int nr = per + (b < extra), r0 = b * per + (b < extra ? b : extra);
      double s = 0;
      for (int i = r0; i < r0 + nr; i++)
        s += logp[(size_t) i * CLASSES + target[i]];
      want[b] = (float) (-s / ROWS);
      loss += -s / ROWS;
    }

  ASCSIM_LAUNCH (8, nll_loss_kernel (logp, target, out, ROWS));

  double got_loss = 0;
  for (int b = 0; b < 8; b++)
    {
      got[b] = out[8 * b];
      got_loss += got[b];
    }
  float gl = (float) got_loss, wl = (float) loss;
  printf ("nll_loss: loss %.7g (reference %.7g)\n", gl, wl);
  /* Each partial is an fp32 sum of ~1000 values in [-10, 0] (~5000 in
     magnitude, error ~1e-6 relative) scaled by 1 / N: rtol 1e-5.  */
  ascsim_compare_f32 ("nll_loss block partials", got, want, 8, 0, 1e-5);
  ascsim_compare_f32 ("nll_loss loss", &gl, &wl, 1, 0, 1e-5);
  return ascsim_finish ();
}
