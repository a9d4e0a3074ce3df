/* leaky_relu_grad.c -- LeakyReluGrad: dx = x > 0 ? dy : alpha dy,
   elementwise, fp16, with hand-written 910A sync.

   Method: compare and select.  vcmpv_gt compares the x tile with a
   zero repeat into a bit mask in UB; vmuls forms alpha dy in the output
   buffer; then, repeat by repeat, set_cmpmask loads that repeat's 128
   mask bits into CMPMASK and vsel picks dy (bit 1) or alpha dy (bit 0)
   in place.  alpha = 0.01 rounded to fp16, as the vmuls operand is.
   Mask layout: vcmpv packs 16 bytes of mask per fp16 repeat, but
   set_cmpmask needs a 32-byte aligned UB operand, so the compare runs
   with a source repeat stride of 4 blocks over 2 * R - 1 repeats: its
   even repeat 2j reads exactly data repeat j and leaves that mask at
   M + 32 j; the odd repeats (straddling two data repeats) give unused
   masks.  One instruction, twice the compare work, aligned masks.
   Shape: x, dy, dx are TOTAL = 800021 fp16 elements (GM buffers padded
   to TOTAL_PAD, whole 32-byte blocks).
   Blocks: 8.  Block b owns [b * CHUNK, b * CHUNK + len), CHUNK =
   ceil (TOTAL / block_num) rounded up to 16 elements; the last block is
   shorter (99909 elements).  ~600 KB of traffic per block.
   Tiling: TILE = 8192 elements (16 KB, 64 repeats); 12 full tiles per
   block plus a tail tile (1712 elements, or 1605 in the last block)
   moved in whole 32-byte blocks (the last block's padding lanes read the
   zeroed GM padding).  vmuls and the last vsel of a tail tile run under
   set_vector_mask.  vcmpv has no mask, so it reads the whole last
   repeat of X[s]: the lanes past the tail are stale data of an earlier
   tile in that slot, or, when the tail is the slot's first tile, zeros
   written by a masked vector_dup before the loop; their mask bits are
   never used.
   UB buffers (slot s = tile & 1):
     X[0]  0x00000  X[1]  0x04000   x tile            16 KB each
     DY[0] 0x08000  DY[1] 0x0C000   dy tile           16 KB each
     DX[0] 0x10000  DX[1] 0x14000   alpha dy, then dx 16 KB each
     M[0]  0x18000  M[1]  0x18800   compare masks, 32 B per repeat
     ZERO  0x19000                  one repeat of fp16 zeros
   Double buffering: MTE2 loads tile t+1 and MTE3 stores tile t-1 while V
   works on tile t; the masks are doubled too, so tile t+1's vcmpv does
   not wait for tile t's set_cmpmasks.  Event id = slot.

   Sync (one line each):
     pipe_barrier (PIPE_V) after the set-up vector_dups: vcmpv reads ZERO
       (and maybe the zeroed tail lanes) that they write (RAW in V).
     set_flag (V, MTE2, s) before the loop: primes "X[s]/DY[s] are free"
       (and orders the set-up dup of X[s] before any load into X[s]).
     set_flag (MTE3, V, s) before the loop: primes "DX[s] is free".
     wait_flag (V, MTE2, s) before the loads: V must have finished reading
       X[s]/DY[s] for tile t-2 (WAR).
     set_flag/wait_flag (MTE2, V, s): X[s]/DY[s] loaded before vcmpv and
       vmuls read them (RAW).
     wait_flag (MTE3, V, s) before vmuls: the store of DX[s] for tile t-2
       must be done before vmuls overwrites it (WAR).
     pipe_barrier (PIPE_V) after vcmpv/vmuls: set_cmpmask reads M[s]
       written by vcmpv, vsel reads DX[s] written by vmuls (RAW); the
       same barrier of tile t+1 orders tile t's set_cmpmask reads of M[s]
       before tile t+2's vcmpv rewrites it (WAR).
     No barrier between set_cmpmask and vsel, nor between repeats: they
       touch disjoint UB bytes; CMPMASK is a register that V instructions
       read and write in issue order (as in vendor vsel loops).
     set_flag (V, MTE2, s) after the vsels: X[s]/DY[s] may be reloaded.
     set_flag/wait_flag (V, MTE3, s): DX[s] written before MTE3 stores it.
     set_flag (MTE3, V, s) after the store: DX[s] may be overwritten.
     wait_flag (V, MTE2, s), wait_flag (MTE3, V, s) after the loop: drain
       the primed pairs.  */

#include "kernel_host.h"

#define TOTAL 800021
#define TOTAL_PAD ((TOTAL + 15) / 16 * 16)
#define TILE 8192                   /* elements per tile buffer */
#define REP_ELEMS 128               /* fp16 lanes per vector repeat */
#define BLK_ELEMS 16                /* fp16 elements per 32-byte block */
#define MASK_STRIDE 32              /* bytes of M per data repeat */
#define ALPHA 0.01f

#define UB_X0 0x00000
#define UB_X1 0x04000
#define UB_DY0 0x08000
#define UB_DY1 0x0C000
#define UB_DX0 0x10000
#define UB_DX1 0x14000
#define UB_M0 0x18000
#define UB_M1 0x18800
#define UB_ZERO 0x19000

/* Set the vector mask to enable fp16 lanes [LO, HI) of each repeat
   (0 <= LO < HI <= 128).  */
static inline void
mask_lanes_f16 (uint32_t lo, uint32_t hi)
{
  uint64_t m[2];
  for (int w = 0; w < 2; w++)
    {
      uint32_t a = lo > 64u * w ? lo - 64u * w : 0;
      uint32_t b = hi > 64u * w ? hi - 64u * w : 0;
      a = a > 64 ? 64 : a;
      b = b > 64 ? 64 : b;
      uint64_t below_b = b >= 64 ? ~(uint64_t) 0 : (((uint64_t) 1 << b) - 1);
      uint64_t below_a = a >= 64 ? ~(uint64_t) 0 : (((uint64_t) 1 << a) - 1);
      m[w] = below_b & ~below_a;
    }
  set_vector_mask (m[1], m[0]);
}

/* dx[i] = x[i] > 0 ? dy[i] : ALPHA * dy[i] for i < TOTAL.  */
__global__ __aicore__ void
leaky_relu_grad_kernel (__gm__ half *x, __gm__ half *dy, __gm__ half *dx)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (UB_X0),
                           (__ubuf__ half *) get_imm (UB_X1) };
  __ubuf__ half *dyb[2] = { (__ubuf__ half *) get_imm (UB_DY0),
                            (__ubuf__ half *) get_imm (UB_DY1) };
  __ubuf__ half *dxb[2] = { (__ubuf__ half *) get_imm (UB_DX0),
                            (__ubuf__ half *) get_imm (UB_DX1) };
  __ubuf__ uint8_t *mb[2] = { (__ubuf__ uint8_t *) get_imm (UB_M0),
                              (__ubuf__ uint8_t *) get_imm (UB_M1) };
  __ubuf__ half *zero = (__ubuf__ half *) get_imm (UB_ZERO);
  half alpha = (half) ALPHA;

  int64_t chunk = (TOTAL + block_num - 1) / block_num;
  chunk = (chunk + BLK_ELEMS - 1) / BLK_ELEMS * BLK_ELEMS;
  int64_t start = block_idx * chunk;
  if (start >= TOTAL)
    return;
  int64_t len = TOTAL - start < chunk ? TOTAL - start : chunk;
  int64_t ntiles = (len + TILE - 1) / TILE;

  /* Set-up: the zero repeat, and zeros in the lanes of X[slot] past the
     tail tile's last loaded block (see the file comment).  */
  vector_dup (zero, (half) 0.0f, 1, 1, 1, 8, 8);
  {
    int64_t tail = len - (ntiles - 1) * TILE;
    uint32_t tail_lanes = (uint32_t) ((tail + BLK_ELEMS - 1) / BLK_ELEMS
                                      * BLK_ELEMS);
    uint32_t tail_rem = tail_lanes % REP_ELEMS;
    if (tail_rem > 0)
      {
        mask_lanes_f16 (tail_rem, REP_ELEMS);
        vector_dup (xb[(ntiles - 1) & 1] + tail_lanes - tail_rem,
                    (half) 0.0f, 1, 1, 1, 8, 8);
        mask_lanes_f16 (0, REP_ELEMS);
      }
  }
  pipe_barrier (PIPE_V);

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
      uint32_t nrep_all = nrep + (rem > 0);

      wait_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      copy_gm_to_ubuf (xb[s], x + off, 0, 1, nblk, 0, 0);
      copy_gm_to_ubuf (dyb[s], dy + off, 0, 1, nblk, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) s);

      wait_flag (PIPE_MTE2, PIPE_V, (event_t) s);
      /* Mask of data repeat j at M[s] + 32 j (see the file comment).  */
      vcmpv_gt (mb[s], xb[s], zero, (uint8_t) (2 * nrep_all - 1), 1, 1, 1,
                8, 4, 0);
      wait_flag (PIPE_MTE3, PIPE_V, (event_t) s);
      if (nrep > 0)
        vmuls (dxb[s], dyb[s], alpha, (uint8_t) nrep, 1, 1, 8, 8);
      if (rem > 0)
        {
          uint32_t o = nrep * REP_ELEMS;
          mask_lanes_f16 (0, rem);
          vmuls (dxb[s] + o, dyb[s] + o, alpha, 1, 1, 1, 8, 8);
          mask_lanes_f16 (0, REP_ELEMS);
        }
      pipe_barrier (PIPE_V);
      for (uint32_t r = 0; r < nrep_all; r++)
        {
          uint32_t o = r * REP_ELEMS;
          int partial = r == nrep;
          if (partial)
            mask_lanes_f16 (0, rem);
          set_cmpmask (mb[s] + r * MASK_STRIDE);
          vsel (dxb[s] + o, dyb[s] + o, dxb[s] + o, 1, 1, 1, 1, 8, 8, 8);
          if (partial)
            mask_lanes_f16 (0, REP_ELEMS);
        }
      set_flag (PIPE_V, PIPE_MTE2, (event_t) s);
      set_flag (PIPE_V, PIPE_MTE3, (event_t) s);

      wait_flag (PIPE_V, PIPE_MTE3, (event_t) s);
      copy_ubuf_to_gm (dx + off, dxb[s], 0, 1, nblk, 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, (event_t) s);
    }

  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}

/* Reference: WANT[i] = X[i] > 0 ? DY[i] : A DY[i], with A DY[i] rounded
   to fp16 as the kernel's vmuls result is.  */
static void
leaky_relu_grad_ref (const float *x, const float *dy, float a, float *want,
                     size_t n)
{
  for (size_t i = 0; i < n; i++)
    want[i] = x[i] > 0.0f ? dy[i] : kh_round_f16 (a * dy[i]);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);

  half *x = kh_gm (TOTAL_PAD, sizeof (half));
  half *dy = kh_gm (TOTAL_PAD, sizeof (half));
  half *dx = kh_gm (TOTAL_PAD, sizeof (half));
  float *rx = kh_floats (TOTAL), *rdy = kh_floats (TOTAL);
  float *want = kh_floats (TOTAL);
  kh_fill_f16 (x, rx, TOTAL, 91, -4.0f, 4.0f);
  kh_fill_f16 (dy, rdy, TOTAL, 92, -8.0f, 8.0f);
  /* Exact zeros (and negative zeros) must take the alpha branch.  */
  for (size_t i = 5; i < TOTAL; i += 97)
    {
      rx[i] = (i & 1) ? 0.0f : -0.0f;
      x[i] = (half) rx[i];
    }

  ASCSIM_LAUNCH (8, leaky_relu_grad_kernel (x, dy, dx));

  leaky_relu_grad_ref (rx, rdy, kh_round_f16 (ALPHA), want, TOTAL);
  printf ("leaky_relu_grad: dx[0] = %g (want %g), dx[%d] = %g (want %g)\n",
          (double) (float) dx[0], (double) want[0], TOTAL - 1,
          (double) (float) dx[TOTAL - 1], (double) want[TOTAL - 1]);
  /* Selection is exact and alpha dy is rounded to fp16 the same way in
     the reference: zero tolerance.  */
  kh_check_f16 ("leaky_relu_grad dx", dx, want, TOTAL, 0.0, 0.0);
  return ascsim_finish ();
}
