/* layer_norm.c -- LayerNorm over the last axis, CCE kernel for Ascend 910A.

   Operator: y[i, :] = (x[i, :] - mean_i) * rstd_i * gamma + beta, with
   mean_i = sum_j x[i, j] / COLS, var_i = sum_j x[i, j]^2 / COLS - mean_i^2
   and rstd_i = 1 / sqrt (var_i + EPS).  x, y: [ROWS, COLS] =
   [8 * 153 + 3, 1008] fp16; gamma, beta: [COLS] fp16.  Computed in fp32
   (inputs converted with vconv, output rounded once to fp16).  The
   variance is taken from the sums of x and x^2 of one pass (one V->S
   synchronisation per tile instead of two); in fp32 with |mean| well
   below the standard deviation, as here, the cancellation costs ~1e-7
   relative.

   Block split: 8 blocks; block b owns ROWS / 8 rows plus one of the
   ROWS % 8 leftover rows when b < ROWS % 8 (154 or 153 rows, ~300 KiB
   of input and as much output per block: more than UB).

   Tiling: tiles of TILE_ROWS = 12 rows (12 full tiles and a tail tile of
   9 or 10 rows per block; the tail only changes repeat counts).  A row
   of 1008 fp16 is 63 DMA blocks.  In UB each row is padded to CPAD = 1024
   elements (16 fp32 repeats); COLS % 64 = 48, so the column tail is in
   each row's 16th fp32 repeat.  The 16 pad elements of every fp16 input
   row are zeroed once (vector_dup; the loads never write them), so the
   whole-tile sums of x and x^2 need no tail mask; the pad lanes of the
   output are computed but never stored.  Masks are used where a
   reduction reads a partial repeat (second-level vcadd, 16 lanes).

   Per tile (slot s = tile & 1):
     MTE2  x rows -> IN16[s]                  (63 blocks a row, dst gap 1)
     V     vconv_f162f32 IN16[s] -> WORK
     V     vcadd WORK -> PSUM; vmul WORK * WORK -> SQ; vcadd SQ -> PSQ
           (16 partial sums per row); vcadd PSUM -> SUMS, PSQ -> SUMSQ
           (mask 16)
     S     read SUMS/SUMSQ, compute rstd and -mean * rstd per row
     V     per row: WORK *= rstd; WORK += -mean * rstd; WORK *= GAMMA;
           WORK += BETA
     V     vconv_f322f16 WORK -> OUT16[s]
     MTE3  OUT16[s] -> y rows                 (src gap 1)
   Before the loop gamma and beta are loaded once and converted to fp32
   (GAMMA, BETA; their pad lanes zeroed first).

   UB buffers (bytes):
     IN16[0]  0x00000  12 x 2048  fp16 input, ping
     IN16[1]  0x06000  12 x 2048  fp16 input, pong
     WORK     0x0C000  12 x 4096  fp32 rows
     SQ       0x18000  12 x 4096  fp32 squares
     OUT16[0] 0x24000  12 x 2048  fp16 output, ping
     OUT16[1] 0x2A000  12 x 2048  fp16 output, pong
     GAMMA16  0x30000  2048       fp16 gamma (staging)
     BETA16   0x30800  2048       fp16 beta (staging)
     GAMMA    0x31000  4096       fp32 gamma
     BETA     0x32000  4096       fp32 beta
     PSUM     0x33000  1024       fp32 partial sums of x (12 x 16 + slack)
     PSQ      0x33400  1024       fp32 partial sums of x^2
     SUMS     0x33800  256        fp32 row sums of x
     SUMSQ    0x33900  256        fp32 row sums of x^2
   The slack after PSUM and PSQ is zeroed once: a masked vcadd still
   reads its whole 256-byte repeat.

   Double buffering: the load of tile t + 1 is issued before tile t is
   computed; the store of tile t overlaps tile t + 1; the slots alternate
   with event id = slot.

   Synchronisation, one line each:
     set/wait MTE2->V (ID2)    gamma and beta are in UB before vconv
                               reads them (once).
     set/wait MTE2->V (slot)   the tile's rows are in IN16[s] before V
                               converts them.
     set/wait V->S (ID0)       the scalar code reads SUMS and SUMSQ only
                               after the vcadds wrote them.  The wait
                               stalls the scalar unit, so the V work
                               issued after it is ordered after the V
                               work before it, and the load that next
                               overwrites IN16[s] (issued at the top of
                               tile t + 1) after tile t's vconv read it:
                               that WAR needs no V->MTE2 flag.
     set/wait S->V (ID0)       WAR: the scalar reads of SUMS and SUMSQ
                               come before the next tile's vcadds
                               overwrite them.
     set/wait MTE3->V (slot)   WAR: the store of OUT16[s] two tiles ago
                               has read it before vconv overwrites it;
                               primed for both slots before the loop and
                               drained after it.
     set/wait V->MTE3 (slot)   OUT16[s] is written before it is stored.
     pipe_barrier(PIPE_V)      between dependent vector operations (V
                               completes out of order): after the
                               one-time zeroing (read by the gamma/beta
                               conversion and by the tiles); before a
                               tile's vconv into WORK (WAR: the previous
                               tile's final vconv reads WORK; for tile 0
                               it orders the gamma/beta conversion before
                               the vmul/vadd reading GAMMA/BETA); after
                               that vconv; after vcadd/vmul (SQ read by
                               the next vcadd); after the first-level
                               vcadds; and between the four per-row
                               steps and the final vconv.  */

#include "kernel_host.h"

#define ROWS (8 * 153 + 3)
#define COLS 1008
#define CPAD 1024
#define ROW_BLOCKS (COLS * 2 / 32)      /* 63 */
#define TILE_ROWS 12
#define EPS 1e-5f

#define UB_IN16 0x00000
#define UB_WORK 0x0C000
#define UB_SQ 0x18000
#define UB_OUT16 0x24000
#define UB_GAMMA16 0x30000
#define UB_BETA16 0x30800
#define UB_GAMMA 0x31000
#define UB_BETA 0x32000
#define UB_PSUM 0x33000
#define UB_PSQ 0x33400
#define UB_SUMS 0x33800
#define UB_SUMSQ 0x33900
#define SLOT_HALVES (TILE_ROWS * CPAD)

/* LayerNorm of the ROWS_TOTAL x COLS fp16 matrix X into Y with GAMMA
   and BETA; see the file comment.  */
__global__ __aicore__ void
layer_norm_kernel (__gm__ half *x, __gm__ half *gamma_gm,
                   __gm__ half *beta_gm, __gm__ half *y, int32_t rows_total)
{
  __ubuf__ half *in16 = (__ubuf__ half *) get_imm (UB_IN16);
  __ubuf__ float *work = (__ubuf__ float *) get_imm (UB_WORK);
  __ubuf__ float *sq = (__ubuf__ float *) get_imm (UB_SQ);
  __ubuf__ half *out16 = (__ubuf__ half *) get_imm (UB_OUT16);
  __ubuf__ half *gamma16 = (__ubuf__ half *) get_imm (UB_GAMMA16);
  __ubuf__ half *beta16 = (__ubuf__ half *) get_imm (UB_BETA16);
  __ubuf__ float *gamma = (__ubuf__ float *) get_imm (UB_GAMMA);
  __ubuf__ float *beta = (__ubuf__ float *) get_imm (UB_BETA);
  __ubuf__ float *psum = (__ubuf__ float *) get_imm (UB_PSUM);
  __ubuf__ float *psq = (__ubuf__ float *) get_imm (UB_PSQ);
  __ubuf__ float *sums = (__ubuf__ float *) get_imm (UB_SUMS);
  __ubuf__ float *sumsq = (__ubuf__ float *) get_imm (UB_SUMSQ);

  int64_t per = rows_total / block_num, extra = rows_total % block_num;
  int64_t nrows = per + (block_idx < extra ? 1 : 0);
  int64_t row0 = block_idx * per + (block_idx < extra ? block_idx : extra);
  int64_t ntiles = (nrows + TILE_ROWS - 1) / TILE_ROWS;
  if (ntiles == 0)
    return;

  /* Parameters and the first tile.  */
  copy_gm_to_ubuf (gamma16, gamma_gm, 0, 1, ROW_BLOCKS, 0, 0);
  copy_gm_to_ubuf (beta16, beta_gm, 0, 1, ROW_BLOCKS, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID2);
  int64_t rows_first = nrows < TILE_ROWS ? nrows : TILE_ROWS;
  copy_gm_to_ubuf (in16, x + row0 * COLS, 0, (uint16_t) rows_first,
                   ROW_BLOCKS, 0, 1);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);

  /* Zero the pad block of every row of both input slots (8 rows a
     call, block stride one row), of gamma and beta (one call, the mask
     enabling its first two blocks: GAMMA16 and BETA16 are 64 blocks
     apart), and the slack of the partial-sum buffers.  */
  for (int k = 0; k < 2 * TILE_ROWS / 8; k++)
    vector_dup (in16 + k * 8 * CPAD + COLS, 0.0, 1, CPAD / 16, 1, 8, 8);
  set_vector_mask (0, 0xffffffff);
  vector_dup (gamma16 + COLS, 0.0, 1, CPAD / 16, 1, 8, 8);
  set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
  vector_dup (psum, 0.0, 8, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID2);
  vconv_f162f32 (gamma, gamma16, CPAD / 64, 1, 1, 8, 4);
  vconv_f162f32 (beta, beta16, CPAD / 64, 1, 1, 8, 4);

  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);

  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      event_t ev = (event_t) s, ev_next = (event_t) (1 - s);
      int64_t r0 = row0 + t * TILE_ROWS;
      int rows = (int) (nrows - t * TILE_ROWS < TILE_ROWS
                        ? nrows - t * TILE_ROWS : TILE_ROWS);
      __ubuf__ half *in = in16 + s * SLOT_HALVES;
      __ubuf__ half *out = out16 + s * SLOT_HALVES;

      /* Prefetch tile t + 1 into the other slot.  */
      if (t + 1 < ntiles)
        {
          int64_t left = nrows - (t + 1) * TILE_ROWS;
          int rows_next = (int) (left < TILE_ROWS ? left : TILE_ROWS);
          copy_gm_to_ubuf (in16 + (1 - s) * SLOT_HALVES,
                           x + (r0 + TILE_ROWS) * COLS, 0,
                           (uint16_t) rows_next, ROW_BLOCKS, 0, 1);
          set_flag (PIPE_MTE2, PIPE_V, ev_next);
        }

      wait_flag (PIPE_MTE2, PIPE_V, ev);
      pipe_barrier (PIPE_V);
      vconv_f162f32 (work, in, (uint8_t) (16 * rows), 1, 1, 8, 4);
      pipe_barrier (PIPE_V);

      /* Sums of x and x^2: 16 partial sums per row, then per row.  */
      vcadd (psum, work, (uint8_t) (16 * rows), 1, 1, 8);
      vmul (sq, work, work, (uint8_t) (16 * rows), 1, 1, 1, 8, 8, 8);
      pipe_barrier (PIPE_V);
      vcadd (psq, sq, (uint8_t) (16 * rows), 1, 1, 8);
      pipe_barrier (PIPE_V);
      set_vector_mask (0, 0xffff);
      vcadd (sums, psum, (uint8_t) rows, 1, 1, 2);
      vcadd (sumsq, psq, (uint8_t) rows, 1, 1, 2);
      set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);

      set_flag (PIPE_V, PIPE_S, EVENT_ID0);
      wait_flag (PIPE_V, PIPE_S, EVENT_ID0);
      float shift[TILE_ROWS];
      for (int i = 0; i < rows; i++)
        {
          float mean = sums[i] * (1.0f / COLS);
          float var = sumsq[i] * (1.0f / COLS) - mean * mean;
          float rstd = 1.0f / sqrtf (var + EPS);
          shift[i] = -mean * rstd;
          vmuls (work + i * CPAD, work + i * CPAD, rstd, 16, 1, 1, 8, 8);
        }
      set_flag (PIPE_S, PIPE_V, EVENT_ID0);
      wait_flag (PIPE_S, PIPE_V, EVENT_ID0);
      pipe_barrier (PIPE_V);
      for (int i = 0; i < rows; i++)
        vadds (work + i * CPAD, work + i * CPAD, shift[i], 16, 1, 1, 8, 8);
      pipe_barrier (PIPE_V);
      for (int i = 0; i < rows; i++)
        vmul (work + i * CPAD, work + i * CPAD, gamma, 16, 1, 1, 1, 8, 8, 8);
      pipe_barrier (PIPE_V);
      for (int i = 0; i < rows; i++)
        vadd (work + i * CPAD, work + i * CPAD, beta, 16, 1, 1, 1, 8, 8, 8);
      pipe_barrier (PIPE_V);

      wait_flag (PIPE_MTE3, PIPE_V, ev);
      vconv_f322f16 (out, work, (uint8_t) (16 * rows), 1, 1, 4, 8);
      set_flag (PIPE_V, PIPE_MTE3, ev);
      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + r0 * COLS, out, 0, (uint16_t) rows, ROW_BLOCKS,
                       1, 0);
      set_flag (PIPE_MTE3, PIPE_V, ev);
    }

  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}

/* Reference LayerNorm of X (N_ROWS x COLS) into WANT, in double.  */
static void
layer_norm_ref (const float *x, const float *g, const float *b, float *want,
                int n_rows)
{
  for (int i = 0; i < n_rows; i++)
    {
      const float *r = x + (size_t) i * COLS;
      double s = 0, ss = 0;
      for (int j = 0; j < COLS; j++)
        s += r[j];
      double mean = s / COLS;
      for (int j = 0; j < COLS; j++)
        ss += (r[j] - mean) * (r[j] - mean);
      double rstd = 1.0 / sqrt (ss / COLS + EPS);
      for (int j = 0; j < COLS; j++)
        want[(size_t) i * COLS + j] = (float) ((r[j] - mean) * rstd * g[j]
                                               + b[j]);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  size_t n = (size_t) ROWS * COLS;
  half *x = kh_gm (n, sizeof (half));
  half *g = kh_gm (COLS, sizeof (half));
  half *b = kh_gm (COLS, sizeof (half));
  half *y = kh_gm (n, sizeof (half));
  float *xr = kh_floats (n), *gr = kh_floats (COLS), *br = kh_floats (COLS);
  float *want = kh_floats (n);
  kh_fill_f16 (x, xr, n, 777, -2.0f, 3.0f);
  kh_fill_f16 (g, gr, COLS, 778, 0.5f, 1.5f);
  kh_fill_f16 (b, br, COLS, 779, -0.5f, 0.5f);
  layer_norm_ref (xr, gr, br, want, ROWS);

  ASCSIM_LAUNCH (8, layer_norm_kernel (x, g, b, y, ROWS));

  /* |y| < ~3; the final rounding to fp16 costs up to 2^-11 relative
     (1.5e-3 absolute at |y| = 3); the fp32 sums and the one-pass
     variance add ~1e-6.  atol 1e-3 covers results near 0, where the
     error is that of the fp32 terms rounded at the scale of gamma and
     beta; rtol 1e-3 covers the fp16 rounding with a factor of two.  */
  kh_check_f16 ("layer_norm y", y, want, n, 1e-3, 1e-3);
  return ascsim_finish ();
}
