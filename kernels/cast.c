/* cast.c -- Cast: fp16 -> fp32, and the round trip back to fp16, with
   hand-written 910A sync.

   Operator: y = (float) x and z = (half) y, elementwise.  The kernel has
   two outputs so both conversion directions are checked: y must equal x
   exactly (every fp16 value is an fp32 value) and so must z (the round
   trip is the identity).
   Shape: x, z are TOTAL = 800021 fp16 elements, y TOTAL fp32 elements
   (GM buffers padded to TOTAL_PAD, whole 32-byte blocks of fp16).
   Blocks: 8.  Block b owns [b * CHUNK, b * CHUNK + len), CHUNK =
   ceil (TOTAL / block_num) rounded up to 16 elements; the last block is
   shorter (99909 elements).  ~800 KB of traffic per block.
   Tiling: TILE = 8192 elements (vconv: 64 elements per repeat, so 128
   repeats); 12 full tiles per block plus a tail tile (1712 elements, or
   1605 in the last block) moved in whole 32-byte blocks of fp16 (the
   last block's padding lanes read the zeroed GM padding) and converted
   as full repeats plus one repeat under set_vector_mask (fp32 width: 64
   lanes).
   UB buffers (slot s = tile & 1):
     X[0] 0x00000  X[1] 0x04000   fp16 input tile      16 KB each
     Y[0] 0x08000  Y[1] 0x10000   fp32 tile            32 KB each
     Z[0] 0x18000  Z[1] 0x1C000   fp16 round-trip tile 16 KB each
   (128 KB in all.)  Double buffering: MTE2 loads tile t+1 and MTE3
   stores tile t-1 while V converts tile t.  Event ids: slot s for every
   pair, and additionally 2 + s for the second V->MTE3 flag of a slot
   (y and z are stored as soon as each is ready).

   Sync (one line each):
     set_flag (V, MTE2, s) before the loop: primes "X[s] is free".
     set_flag (MTE3, V, s) before the loop: primes "Y[s]/Z[s] are free".
     wait_flag (V, MTE2, s) before the load: the f16->f32 vconv of tile
       t-2 must have finished reading X[s] (WAR).
     set_flag/wait_flag (MTE2, V, s): X[s] must be loaded before vconv
       reads it (RAW).
     wait_flag (MTE3, V, s) before the first vconv: the stores of Y[s]
       and Z[s] for tile t-2 must be done before V overwrites them (WAR).
     set_flag (V, MTE2, s) after the first vconv: X[s] may be reloaded.
     set_flag/wait_flag (V, MTE3, s): Y[s] must be written before MTE3
       stores it (RAW); lets the y store overlap the second vconv.
     pipe_barrier (PIPE_V) between the two vconvs: the second reads Y[s],
       which the first writes (RAW in one pipe).
     set_flag/wait_flag (V, MTE3, 2 + s): Z[s] must be written before
       MTE3 stores it (RAW).
     set_flag (MTE3, V, s) after both stores: Y[s]/Z[s] may be rewritten.
     wait_flag (V, MTE2, s), wait_flag (MTE3, V, s) after the loop: drain
       the primed pairs.  */

#include "kernel_host.h"

#define TOTAL 800021
#define TOTAL_PAD ((TOTAL + 15) / 16 * 16)
#define TILE 8192                   /* elements per tile */
#define REP_ELEMS 64                /* lanes per vconv repeat */
#define BLK_ELEMS 16                /* fp16 elements per 32-byte block */

#define UB_X0 0x00000
#define UB_X1 0x04000
#define UB_Y0 0x08000
#define UB_Y1 0x10000
#define UB_Z0 0x18000
#define UB_Z1 0x1C000

/* Set the vector mask to enable the first N (1..64) lanes of each
   repeat of a 32-bit-wide operation; N = 64 enables all of them.  */
static inline void
mask_first_f32 (uint32_t n)
{
  set_vector_mask (0, n >= 64 ? ~(uint64_t) 0 : (((uint64_t) 1 << n) - 1));
}

/* y[i] = (float) x[i], z[i] = (half) y[i] for i < TOTAL.  */
__global__ __aicore__ void
cast_kernel (__gm__ half *x, __gm__ float *y, __gm__ half *z)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (UB_X0),
                           (__ubuf__ half *) get_imm (UB_X1) };
  __ubuf__ float *yb[2] = { (__ubuf__ float *) get_imm (UB_Y0),
                            (__ubuf__ float *) get_imm (UB_Y1) };
  __ubuf__ half *zb[2] = { (__ubuf__ half *) get_imm (UB_Z0),
                           (__ubuf__ half *) get_imm (UB_Z1) };

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
      uint32_t o = nrep * REP_ELEMS;

      wait_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      copy_gm_to_ubuf (xb[s], x + off, 0, 1, nblk, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) s);

      wait_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) s);
      if (nrep > 0)
        vconv_f162f32 (yb[s], xb[s], (uint8_t) nrep, 1, 1, 8, 4);
      if (rem > 0)
        {
          mask_first_f32 (rem);
          vconv_f162f32 (yb[s] + o, xb[s] + o, 1, 1, 1, 8, 4);
          mask_first_f32 (REP_ELEMS);
        }
      set_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      set_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      pipe_barrier (PIPE_V);
      if (nrep > 0)
        vconv_f322f16 (zb[s], yb[s], (uint8_t) nrep, 1, 1, 4, 8);
      if (rem > 0)
        {
          mask_first_f32 (rem);
          vconv_f322f16 (zb[s] + o, yb[s] + o, 1, 1, 1, 4, 8);
          mask_first_f32 (REP_ELEMS);
        }
      set_flag (PIPE_V, PIPE_MTE3, (event_t) (2 + s));

      wait_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      copy_ubuf_to_gm (y + off, yb[s], 0, 1, (uint16_t) (2 * nblk), 0, 0);
      wait_flag (PIPE_V, PIPE_MTE3, (event_t) (2 + s));
      copy_ubuf_to_gm (z + off, zb[s], 0, 1, nblk, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, (event_t) s);
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

  half *x = kh_gm (TOTAL_PAD, sizeof (half));
  float *y = kh_gm (TOTAL_PAD, sizeof (float));
  half *z = kh_gm (TOTAL_PAD, sizeof (half));
  float *rx = kh_floats (TOTAL);
  /* A wide range, so subnormal, small and large fp16 values all occur
     (|x| up to 60000, near fp16's maximum of 65504).  */
  kh_fill_f16 (x, rx, TOTAL, 31, -60000.0f, 60000.0f);
  for (size_t i = 0; i < TOTAL; i += 7)
    {
      rx[i] = kh_round_f16 (rx[i] * 1e-9f);
      x[i] = (half) rx[i];
    }

  ASCSIM_LAUNCH (8, cast_kernel (x, y, z));

  /* Reference: both outputs equal the input exactly.  */
  printf ("cast: y[1] = %g, z[1] = %g, x[1] = %g; y[7] = %g (x[7] = %g)\n",
          (double) y[1], (double) (float) z[1], (double) rx[1],
          (double) y[7], (double) rx[7]);
  /* fp16 -> fp32 is exact and fp32 -> fp16 of an fp16 value is exact:
     zero tolerance.  */
  ascsim_compare_f32 ("cast y (fp32)", y, rx, TOTAL, 0.0, 0.0);
  kh_check_f16 ("cast z (round trip)", z, rx, TOTAL, 0.0, 0.0);
  return ascsim_finish ();
}
