/* tanh.c -- Tanh: y = tanh (x), elementwise, fp16 in and out, computed
   in fp32, with hand-written 910A sync.

   Formula: tanh (x) = 1 - 2 / (exp (2x) + 1), evaluated in fp32 after a
   vconv (vmuls, vexp, vadds, vrec, vmuls, vadds), then converted back to
   fp16.  The form saturates cleanly: exp overflowing to +inf gives 1,
   exp underflowing to 0 gives -1.
   Shape: x, y are TOTAL = 800021 fp16 elements (GM buffers padded to
   TOTAL_PAD, whole 32-byte blocks).
   Blocks: 8.  Block b owns [b * CHUNK, b * CHUNK + len), CHUNK =
   ceil (TOTAL / block_num) rounded up to 16 elements; the last block is
   shorter (99909 elements).
   Tiling: TILE = 12288 elements (fp32 ops: 64 lanes per repeat, so 192
   repeats); 8 full tiles per block plus a tail tile (1712 elements, or
   1605 in the last block) moved in whole 32-byte blocks of fp16 (the
   last block's padding lanes read the zeroed GM padding).  Each tile is
   computed in two parts: the full repeats with the full mask, then, if
   the tile's lane count is not a multiple of 64, the last repeat under
   set_vector_mask, so no instruction touches a lane not loaded in this
   tile.
   UB buffers (slot s = tile & 1):
     X[0] 0x00000  X[1] 0x06000   fp16 input tile       24 KB each
     F[0] 0x0C000  F[1] 0x18000   fp32 work tile        48 KB each
     Y[0] 0x24000  Y[1] 0x2A000   fp16 output tile      24 KB each
   (192 KB in all.)  Double buffering: MTE2 loads tile t+1 and MTE3
   stores tile t-1 while V computes tile t.  The fp32 work buffer is
   also doubled, so the first vconv of tile t+1 (writing F[1 - s]) never
   waits for the last vconv of tile t (reading F[s]).  Event id = slot.

   Sync (one line each):
     set_flag (V, MTE2, s) before the loop: primes "X[s] is free".
     set_flag (MTE3, V, s) before the loop: primes "Y[s] is free".
     wait_flag (V, MTE2, s) before the load: V must have finished reading
       X[s] for tile t-2 (WAR).
     set_flag/wait_flag (MTE2, V, s): X[s] loaded before vconv reads it.
     wait_flag (MTE3, V, s) before the compute: the store of Y[s] for
       tile t-2 must be done before the final vconv overwrites it (WAR).
     pipe_barrier (PIPE_V) between consecutive ops of the chain: each op
       reads what the previous one wrote (in-place RAW on F[s], and the
       RAW F[s] -> Y[s] of the final vconv).  Seven barriers per part; the
       two parts of a tail tile touch disjoint lanes.
     set_flag (V, MTE2, s) after the compute: X[s] may be reloaded.
     set_flag/wait_flag (V, MTE3, s): Y[s] written before MTE3 stores it.
     set_flag (MTE3, V, s) after the store: Y[s] may be overwritten.
     wait_flag (V, MTE2, s), wait_flag (MTE3, V, s) after the loop: drain
       the primed pairs.
   F[s] needs no cross-pipe sync: only V touches it, and successive uses
   of F[s] (tiles t and t+2) are ordered by the barriers of tile t+1.  */

#include "kernel_host.h"

#define TOTAL 800021
#define TOTAL_PAD ((TOTAL + 15) / 16 * 16)
#define TILE 12288                  /* elements per tile */
#define REP_ELEMS 64                /* fp32 lanes per vector repeat */
#define BLK_ELEMS 16                /* fp16 elements per 32-byte block */

#define UB_X0 0x00000
#define UB_X1 0x06000
#define UB_F0 0x0C000
#define UB_F1 0x18000
#define UB_Y0 0x24000
#define UB_Y1 0x2A000

/* Set the vector mask to enable the first N (1..64) lanes of each
   repeat of a 32-bit-wide operation; N = 64 enables all of them.  */
static inline void
mask_first_f32 (uint32_t n)
{
  set_vector_mask (0, n >= 64 ? ~(uint64_t) 0 : (((uint64_t) 1 << n) - 1));
}

/* y[i] = tanh (x[i]) for i < TOTAL.  */
__global__ __aicore__ void
tanh_kernel (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (UB_X0),
                           (__ubuf__ half *) get_imm (UB_X1) };
  __ubuf__ float *fb[2] = { (__ubuf__ float *) get_imm (UB_F0),
                            (__ubuf__ float *) get_imm (UB_F1) };
  __ubuf__ half *yb[2] = { (__ubuf__ half *) get_imm (UB_Y0),
                           (__ubuf__ half *) get_imm (UB_Y1) };

  int64_t chunk = (TOTAL + block_num - 1) / block_num;
  chunk = (chunk + BLK_ELEMS - 1) / BLK_ELEMS * BLK_ELEMS;
  int64_t start = block_idx * chunk;
  if (start >= TOTAL)
    return;
  int64_t len = TOTAL - start < chunk ? TOTAL - start : chunk;
  int64_t ntiles = (len + TILE - 1) / TILE;

  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);

  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      int64_t off = start + t * TILE;
      int64_t n = len - t * TILE < TILE ? len - t * TILE : TILE;
      uint16_t nblk = (uint16_t) ((n + BLK_ELEMS - 1) / BLK_ELEMS);
      uint32_t lanes = (uint32_t) nblk * BLK_ELEMS;
      uint32_t nrep = lanes / REP_ELEMS, rem = lanes % REP_ELEMS;

      wait_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      copy_gm_to_ubuf (xb[s], x + off, 0, 1, nblk, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) s);

      wait_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) s);
      /* Part 0: the full repeats; part 1: the masked last repeat.  */
      for (int part = 0; part < 2; part++)
        {
          uint8_t rep = (uint8_t) (part == 0 ? nrep : rem > 0);
          uint32_t o = part == 0 ? 0 : nrep * REP_ELEMS;
          __ubuf__ half *xp = xb[s] + o, *yp = yb[s] + o;
          __ubuf__ float *fp = fb[s] + o;
          if (rep == 0)
            continue;
          if (part == 1)
            mask_first_f32 (rem);
          vconv_f162f32 (fp, xp, rep, 1, 1, 8, 4);
          pipe_barrier (PIPE_V);
          vmuls (fp, fp, 2.0f, rep, 1, 1, 8, 8);
          pipe_barrier (PIPE_V);
          vexp (fp, fp, rep, 1, 1, 8, 8);
          pipe_barrier (PIPE_V);
          vadds (fp, fp, 1.0f, rep, 1, 1, 8, 8);
          pipe_barrier (PIPE_V);
          vrec (fp, fp, rep, 1, 1, 8, 8);
          pipe_barrier (PIPE_V);
          vmuls (fp, fp, -2.0f, rep, 1, 1, 8, 8);
          pipe_barrier (PIPE_V);
          vadds (fp, fp, 1.0f, rep, 1, 1, 8, 8);
          pipe_barrier (PIPE_V);
          vconv_f322f16 (yp, fp, rep, 1, 1, 4, 8);
          if (part == 1)
            mask_first_f32 (REP_ELEMS);
        }
      set_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      set_flag (PIPE_V, PIPE_MTE3, (event_t) s);

      wait_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      copy_ubuf_to_gm (y + off, yb[s], 0, 1, nblk, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, (event_t) s);
    }

  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}

/* Reference: WANT[i] = tanh (X[i]), in double, rounded to float.  */
static void
tanh_ref (const float *x, float *want, size_t n)
{
  for (size_t i = 0; i < n; i++)
    want[i] = (float) tanh ((double) x[i]);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);

  half *x = kh_gm (TOTAL_PAD, sizeof (half));
  half *y = kh_gm (TOTAL_PAD, sizeof (half));
  float *rx = kh_floats (TOTAL), *want = kh_floats (TOTAL);
  /* [-6, 6) covers the linear region, the bend and saturation.  */
  kh_fill_f16 (x, rx, TOTAL, 41, -6.0f, 6.0f);

  ASCSIM_LAUNCH (8, tanh_kernel (x, y));

  tanh_ref (rx, want, TOTAL);
  printf ("tanh: y[0] = %g (want %g), y[%d] = %g (want %g)\n",
          (double) (float) y[0], (double) want[0], TOTAL - 1,
          (double) (float) y[TOTAL - 1], (double) want[TOTAL - 1]);
  /* Tolerance: the fp32 chain ends in 1 - 2/(e+1), whose absolute
     error is a few fp32 ulps of 1 (<= 3e-7: the exact-in-the-simulator
     exp and reciprocal each round once, and the final subtraction
     cancels), then one rounding to fp16 (relative 2^-11 < 1e-3).  Near
     x = 0 the cancellation makes the fp32 error large relative to the
     tiny result, so the absolute term is 1e-6 (a few fp16 ulps at
     |y| ~ 1e-3, far below any visible error).  */
  kh_check_f16 ("tanh y", y, want, TOTAL, 1e-6, 1e-3);
  return ascsim_finish ();
}
