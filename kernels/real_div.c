/* real_div.c -- RealDiv: z = x / y, elementwise, fp32, with hand-written
   910A sync.

   Operator: z = x / y with vdiv on fp32 (fp32 in GM too, so the
   quotient is the IEEE fp32 quotient with no fp16 rounding anywhere).
   Shape: x, y, z are TOTAL = 800021 fp32 elements (GM buffers padded to
   TOTAL_PAD, a whole number of 32-byte blocks of 8 floats).
   Blocks: 8.  Block b owns [b * CHUNK, b * CHUNK + len), CHUNK =
   ceil (TOTAL / block_num) rounded up to 8 elements (one 32-byte block,
   so chunks never share a DMA block); the last block is shorter (99965
   elements).  ~1.2 MB of traffic per block, far above the 256 KB of UB.
   Tiling: TILE = 8192 elements (32 KB, 128 repeats of 64 fp32) per
   buffer; 12 full tiles per block plus a tail tile (1704 elements, or
   1661 in the last block) moved in whole 32-byte blocks (the last
   block's padding lanes read the zeroed GM padding, where y = 0 gives a
   harmless inf/nan that is stored only into z's padding) and computed
   as full repeats plus, when the lane count is not a multiple of 64,
   one repeat under set_vector_mask, so no vector instruction touches a
   lane that was not loaded in this tile.
   UB buffers (double buffered, slot s = tile & 1):
     X[0] 0x00000  X[1] 0x08000   x tile
     Y[0] 0x10000  Y[1] 0x18000   y tile
     Z[0] 0x20000  Z[1] 0x28000   z tile          (192 KB in all)
   Double buffering: while V divides tile t, MTE2 loads tile t+1 into the
   other slot and MTE3 stores tile t-1.  Event id = slot for every pair.

   Sync (one line each):
     set_flag (V, MTE2, s) before the loop: primes "X[s]/Y[s] are free".
     set_flag (MTE3, V, s) before the loop: primes "Z[s] is free".
     wait_flag (V, MTE2, s) before the loads: the vdiv of tile t-2 must
       have finished reading X[s]/Y[s] before MTE2 overwrites them (WAR).
     set_flag/wait_flag (MTE2, V, s): the loads of X[s]/Y[s] must land
       before vdiv reads them (RAW).
     wait_flag (MTE3, V, s) before vdiv: the store of tile t-2 must have
       finished reading Z[s] before vdiv overwrites it (WAR).
     set_flag (V, MTE2, s) after vdiv: X[s]/Y[s] may be reloaded.
     set_flag/wait_flag (V, MTE3, s): vdiv must have written Z[s] before
       MTE3 stores it (RAW).
     set_flag (MTE3, V, s) after the store: Z[s] may be overwritten.
     wait_flag (V, MTE2, s) and wait_flag (MTE3, V, s) after the loop:
       drain the last two sets of each WAR pair, so every flag is clear
       at kernel end.
   No pipe_barrier is needed: the two vdivs of a tail tile touch
   disjoint lanes, and tiles in flight use different slots.  */

#include "kernel_host.h"

#define TOTAL 800021
#define TOTAL_PAD ((TOTAL + 7) / 8 * 8)
#define TILE 8192                   /* elements per tile buffer */
#define REP_ELEMS 64                /* fp32 lanes per vector repeat */
#define BLK_ELEMS 8                 /* fp32 elements per 32-byte block */

#define UB_X0 0x00000
#define UB_X1 0x08000
#define UB_Y0 0x10000
#define UB_Y1 0x18000
#define UB_Z0 0x20000
#define UB_Z1 0x28000

/* Set the vector mask to enable the first N (1..64) lanes of each
   repeat of a 32-bit-wide operation; N = 64 enables all of them.  */
static inline void
mask_first_f32 (uint32_t n)
{
  set_vector_mask (0, n >= 64 ? ~(uint64_t) 0 : (((uint64_t) 1 << n) - 1));
}

/* z[i] = x[i] / y[i] for i < TOTAL, on block_num blocks.  */
__global__ __aicore__ void
real_div_kernel (__gm__ float *x, __gm__ float *y, __gm__ float *z)
{
  __ubuf__ float *xb[2] = { (__ubuf__ float *) get_imm (UB_X0),
                           (__ubuf__ float *) get_imm (UB_X1) };
  __ubuf__ float *yb[2] = { (__ubuf__ float *) get_imm (UB_Y0),
                           (__ubuf__ float *) get_imm (UB_Y1) };
  __ubuf__ float *zb[2] = { (__ubuf__ float *) get_imm (UB_Z0),
                           (__ubuf__ float *) get_imm (UB_Z1) };

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
      copy_gm_to_ubuf (yb[s], y + off, 0, 1, nblk, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) s);

      wait_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) s);
      if (nrep > 0)
        vdiv (zb[s], xb[s], yb[s], (uint8_t) nrep, 1, 1, 1, 8, 8, 8);
      if (rem > 0)
        {
          uint32_t o = nrep * REP_ELEMS;
          mask_first_f32 (rem);
          vdiv (zb[s] + o, xb[s] + o, yb[s] + o, 1, 1, 1, 1, 8, 8, 8);
          mask_first_f32 (REP_ELEMS);
        }
      set_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      set_flag (PIPE_V, PIPE_MTE3, (event_t) s);

      wait_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      copy_ubuf_to_gm (z + off, zb[s], 0, 1, nblk, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, (event_t) s);
    }

  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}

/* Reference: WANT[i] = X[i] / Y[i] in float.  */
static void
real_div_ref (const float *x, const float *y, float *want, size_t n)
{
  for (size_t i = 0; i < n; i++)
    want[i] = x[i] / y[i];
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);

  float *x = kh_gm (TOTAL_PAD, sizeof (float));
  float *y = kh_gm (TOTAL_PAD, sizeof (float));
  float *z = kh_gm (TOTAL_PAD, sizeof (float));
  float *rx = kh_floats (TOTAL), *ry = kh_floats (TOTAL);
  float *want = kh_floats (TOTAL);
  kh_fill_f32 (x, rx, TOTAL, 121, -100.0f, 100.0f);
  /* Divisors bounded away from zero: |y| in [0.25, 8), both signs.  */
  kh_fill_f32 (y, ry, TOTAL, 122, 0.25f, 8.0f);
  for (size_t i = 0; i < TOTAL; i += 3)
    {
      ry[i] = -ry[i];
      y[i] = ry[i];
    }

  ASCSIM_LAUNCH (8, real_div_kernel (x, y, z));

  real_div_ref (rx, ry, want, TOTAL);
  printf ("real_div: z[0] = %.9g (want %.9g), z[%d] = %.9g (want %.9g)\n",
          (double) z[0], (double) want[0], TOTAL - 1, (double) z[TOTAL - 1],
          (double) want[TOTAL - 1]);
  /* fp32 vdiv is one correctly rounded IEEE division (as is the
     reference); 2.5e-7 relative allows one fp32 ulp (2^-23 = 1.2e-7
     relative at worst) for a hardware-style divide.  */
  ascsim_compare_f32 ("real_div z", z, want, TOTAL, 0.0, 2.5e-7);
  return ascsim_finish ();
}
