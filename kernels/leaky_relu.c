/* leaky_relu.c -- LeakyRelu: y = max (x, alpha x), elementwise, fp16,
   with hand-written 910A sync.

   Operator: y = max (x, alpha * x) for 0 < alpha < 1, computed as
   vmuls (Y = X * alpha) then vmax (Y = max (X, Y)); alpha = 0.2 rounded
   to fp16, as the vmuls operand is.
   Shape: x, y are TOTAL = 800021 fp16 elements (GM buffers padded to
   TOTAL_PAD, whole 32-byte blocks).
   Blocks: 8.  Block b owns [b * CHUNK, b * CHUNK + len), CHUNK =
   ceil (TOTAL / block_num) rounded up to 16 elements; the last block is
   shorter (99909 elements).  ~400 KB of traffic per block.
   Tiling: TILE = 16384 elements (32 KB, 128 repeats of 128 fp16) per
   buffer; 6 full tiles per block plus a tail tile (1712 elements, or
   1605 in the last block) moved in whole 32-byte blocks (the last
   block's padding lanes read the zeroed GM padding).  Each tile is
   computed in two parts: the full repeats with the full mask, then, if
   the lane count is not a multiple of 128, the last repeat under
   set_vector_mask, so no instruction touches a lane not loaded in this
   tile.
   UB buffers (slot s = tile & 1):
     X[0] 0x00000  X[1] 0x08000   x tile
     Y[0] 0x10000  Y[1] 0x18000   alpha x, then y    (128 KB in all)
   Double buffering: while V computes tile t, MTE2 loads tile t+1 into
   the other slot and MTE3 stores tile t-1.  Event id = slot.

   Sync (one line each):
     set_flag (V, MTE2, s) before the loop: primes "X[s] is free".
     set_flag (MTE3, V, s) before the loop: primes "Y[s] is free".
     wait_flag (V, MTE2, s) before the load: vmuls/vmax of tile t-2 must
       have finished reading X[s] before MTE2 overwrites it (WAR).
     set_flag/wait_flag (MTE2, V, s): X[s] loaded before vmuls reads it.
     wait_flag (MTE3, V, s) before vmuls: the store of tile t-2 must have
       finished reading Y[s] before vmuls overwrites it (WAR).
     pipe_barrier (PIPE_V) between vmuls and vmax: vmax reads Y[s], which
       vmuls writes (RAW in one pipe).  The two parts of a tail tile
       touch disjoint lanes.
     set_flag (V, MTE2, s) after vmax: X[s] may be reloaded.
     set_flag/wait_flag (V, MTE3, s): vmax must have written Y[s] before
       MTE3 stores it (RAW).
     set_flag (MTE3, V, s) after the store: Y[s] may be overwritten.
     wait_flag (V, MTE2, s), wait_flag (MTE3, V, s) after the loop: drain
       the primed pairs.  */

#include "kernel_host.h"

#define TOTAL 800021
#define TOTAL_PAD ((TOTAL + 15) / 16 * 16)
#define TILE 16384                  /* elements per tile buffer */
#define REP_ELEMS 128               /* fp16 lanes per vector repeat */
#define BLK_ELEMS 16                /* fp16 elements per 32-byte block */

#define ALPHA 0.2f

#define UB_X0 0x00000
#define UB_X1 0x08000
#define UB_Y0 0x10000
#define UB_Y1 0x18000

/* Set the vector mask to enable the first N (1..128) fp16 lanes of each
   repeat; N = 128 restores the full mask.  */
static inline void
mask_first_f16 (uint32_t n)
{
  uint64_t lo = n >= 64 ? ~(uint64_t) 0 : (((uint64_t) 1 << n) - 1);
  uint64_t hi = n >= 128 ? ~(uint64_t) 0
                : n > 64 ? (((uint64_t) 1 << (n - 64)) - 1) : 0;
  set_vector_mask (hi, lo);
}

/* y[i] = max (x[i], ALPHA * x[i]) for i < TOTAL.  */
__global__ __aicore__ void
leaky_relu_kernel (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (UB_X0),
                           (__ubuf__ half *) get_imm (UB_X1) };
  __ubuf__ half *yb[2] = { (__ubuf__ half *) get_imm (UB_Y0),
                           (__ubuf__ half *) get_imm (UB_Y1) };
  half alpha = (half) ALPHA;

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
          if (rep == 0)
            continue;
          if (part == 1)
            mask_first_f16 (rem);
          vmuls (yb[s] + o, xb[s] + o, alpha, rep, 1, 1, 8, 8);
          pipe_barrier (PIPE_V);
          vmax (yb[s] + o, xb[s] + o, yb[s] + o, rep, 1, 1, 1, 8, 8, 8);
          if (part == 1)
            mask_first_f16 (REP_ELEMS);
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

/* Reference: WANT[i] = max (X[i], A X[i]) with A X[i] rounded to fp16,
   as the kernel's vmuls result is.  */
static void
leaky_relu_ref (const float *x, float a, float *want, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      float ax = kh_round_f16 (a * x[i]);
      want[i] = x[i] > ax ? x[i] : ax;
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);

  half *x = kh_gm (TOTAL_PAD, sizeof (half));
  half *y = kh_gm (TOTAL_PAD, sizeof (half));
  float *rx = kh_floats (TOTAL), *want = kh_floats (TOTAL);
  kh_fill_f16 (x, rx, TOTAL, 71, -100.0f, 100.0f);

  ASCSIM_LAUNCH (8, leaky_relu_kernel (x, y));

  leaky_relu_ref (rx, kh_round_f16 (ALPHA), want, TOTAL);
  printf ("leaky_relu: y[0] = %g (want %g), y[%d] = %g (want %g)\n",
          (double) (float) y[0], (double) want[0], TOTAL - 1,
          (double) (float) y[TOTAL - 1], (double) want[TOTAL - 1]);
  /* The reference rounds alpha x to fp16 exactly as vmuls does, and max
     is exact: zero tolerance.  */
  kh_check_f16 ("leaky_relu y", y, want, TOTAL, 0.0, 0.0);
  return ascsim_finish ();
}
