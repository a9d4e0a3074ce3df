/* add.c -- Add: z = x + y, elementwise, fp16, with hand-written 910A sync.

   Shape: x, y, z are vectors of TOTAL = 800021 fp16 elements (GM buffers
   padded to TOTAL_PAD, a whole number of 32-byte blocks).
   Blocks: 8.  Block b owns the contiguous chunk [b * CHUNK, b * CHUNK +
   len) with CHUNK = ceil (TOTAL / block_num) rounded up to 16 elements
   (one 32-byte block, so chunks never share a DMA block); the last block
   is shorter (99909 elements).  Per block that is ~600 KB of traffic,
   well above the 256 KB of UB.
   Tiling: TILE = 16384 elements (32 KB, 128 repeats of 128 fp16) per
   buffer; 6 full tiles per block plus a tail tile (1712 elements, or
   1605 in the last block).  The tail is moved in whole 32-byte blocks
   (the padding lanes of the last block read the zeroed GM padding) and
   computed as full repeats plus one repeat under set_vector_mask, so no
   vector instruction touches a lane that was not loaded in this tile.
   UB buffers (double buffered, slot s = tile & 1):
     X[0] 0x00000  X[1] 0x08000   x tile
     Y[0] 0x10000  Y[1] 0x18000   y tile
     Z[0] 0x20000  Z[1] 0x28000   z tile          (192 KB in all)
   Double buffering: while V adds tile t, MTE2 loads tile t+1 into the
   other slot and MTE3 stores tile t-1.  Event id = slot for every pair.

   Sync (one line each):
     set_flag (V, MTE2, s) before the loop: primes "X[s]/Y[s] are free".
     set_flag (MTE3, V, s) before the loop: primes "Z[s] is free".
     wait_flag (V, MTE2, s) before the loads: the vadd of tile t-2 must
       have finished reading X[s]/Y[s] before MTE2 overwrites them (WAR).
     set_flag/wait_flag (MTE2, V, s): the loads of X[s]/Y[s] must land
       before vadd reads them (RAW).
     wait_flag (MTE3, V, s) before vadd: the store of tile t-2 must have
       finished reading Z[s] before vadd overwrites it (WAR).
     set_flag (V, MTE2, s) after vadd: X[s]/Y[s] may be reloaded.
     set_flag/wait_flag (V, MTE3, s): vadd must have written Z[s] before
       MTE3 stores it (RAW).
     set_flag (MTE3, V, s) after the store: Z[s] may be overwritten.
     wait_flag (V, MTE2, s) and wait_flag (MTE3, V, s) after the loop:
       drain the last two sets of each WAR pair, so every flag is clear
       at kernel end.
   No pipe_barrier is needed: the two vadds of a tail tile touch
   disjoint lanes, and tiles in flight use different slots.  */

#include "kernel_host.h"

#define TOTAL 800021
#define TOTAL_PAD ((TOTAL + 15) / 16 * 16)
#define TILE 16384                  /* elements per tile buffer */
#define REP_ELEMS 128               /* fp16 lanes per vector repeat */
#define BLK_ELEMS 16                /* fp16 elements per 32-byte block */

#define UB_X0 0x00000
#define UB_X1 0x08000
#define UB_Y0 0x10000
#define UB_Y1 0x18000
#define UB_Z0 0x20000
#define UB_Z1 0x28000

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

/* z[i] = x[i] + y[i] for i < TOTAL, on block_num blocks.  */
__global__ __aicore__ void
add_kernel (__gm__ half *x, __gm__ half *y, __gm__ half *z)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (UB_X0),
                           (__ubuf__ half *) get_imm (UB_X1) };
  __ubuf__ half *yb[2] = { (__ubuf__ half *) get_imm (UB_Y0),
                           (__ubuf__ half *) get_imm (UB_Y1) };
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

      wait_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      copy_gm_to_ubuf (xb[s], x + off, 0, 1, nblk, 0, 0);
      copy_gm_to_ubuf (yb[s], y + off, 0, 1, nblk, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) s);

      wait_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) s);
      if (nrep > 0)
        vadd (zb[s], xb[s], yb[s], (uint8_t) nrep, 1, 1, 1, 8, 8, 8);
      if (rem > 0)
        {
          uint32_t o = nrep * REP_ELEMS;
          mask_first_f16 (rem);
          vadd (zb[s] + o, xb[s] + o, yb[s] + o, 1, 1, 1, 1, 8, 8, 8);
          mask_first_f16 (REP_ELEMS);
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

/* Reference: WANT[i] = X[i] + Y[i] in float.  */
static void
add_ref (const float *x, const float *y, float *want, size_t n)
{
  for (size_t i = 0; i < n; i++)
    want[i] = x[i] + y[i];
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);

  half *x = kh_gm (TOTAL_PAD, sizeof (half));
  half *y = kh_gm (TOTAL_PAD, sizeof (half));
  half *z = kh_gm (TOTAL_PAD, sizeof (half));
  float *rx = kh_floats (TOTAL), *ry = kh_floats (TOTAL);
  float *want = kh_floats (TOTAL);
  kh_fill_f16 (x, rx, TOTAL, 11, -100.0f, 100.0f);
  kh_fill_f16 (y, ry, TOTAL, 12, -100.0f, 100.0f);

  ASCSIM_LAUNCH (8, add_kernel (x, y, z));

  add_ref (rx, ry, want, TOTAL);
  printf ("add: z[0] = %g (want %g), z[%d] = %g (want %g)\n",
          (double) (float) z[0], (double) want[0], TOTAL - 1,
          (double) (float) z[TOTAL - 1], (double) want[TOTAL - 1]);
  /* The kernel rounds the exact sum of two fp16 values to fp16 once:
     relative error at most 2^-11; 1e-3 leaves room for no more.  Sums
     that cancel to near zero are exact in fp16 (Sterbenz), so no
     absolute slack is needed beyond fp16's smallest subnormal.  */
  kh_check_f16 ("add z", z, want, TOTAL, 1e-7, 1e-3);
  return ascsim_finish ();
}
