/* addcmul.c -- Addcmul: y = input + value * tensor1 * tensor2,
   elementwise, fp16, quadruple-buffered, with hand-written 910A sync.

   Computed in fp16 as the vector unit does it, each step rounded to
   fp16: p = t1 * t2 (vmul), p = p * value (vmuls), y = input + p
   (vadd).  value = ADDCMUL_VALUE is exact in fp16.
   Shape: input, tensor1, tensor2 and y are TOTAL = 600011 fp16 elements
   (GM buffers padded to TOTAL_PAD, whole 32-byte blocks).
   Blocks: 8.  Block b owns [b * CHUNK, b * CHUNK + len), CHUNK =
   ceil (TOTAL / block_num) rounded up to 16 elements (75008); the last
   block is shorter (74955 elements).
   Tiling: TILE = 4096 elements (32 fp16 repeats); 18 full tiles per
   block plus a tail tile (1280 elements, or 1227 in the last block) moved
   in whole 32-byte blocks (the last block's padding lanes read the
   zeroed GM padding).  Each tile is computed in two parts: the full
   repeats, then the last partial repeat under set_vector_mask.

   Three loads (24 KB, ~220 cycles of MTE2) per tile against ~190
   cycles of vector work and one store: the kernel is bound by MTE2, and
   a GM read has ~240 cycles of latency before its data lands.  Four
   slots with the loads issued three tiles ahead keep three tiles' loads
   queued on MTE2 behind the one V uses, so MTE2 never idles waiting for
   V or MTE3 to free a slot.

   UB buffers (slot s = 0..3, 8 KB each, 96 KB in all):
     IN[s]  0x00000 + s * 0x2000   input tile, then y (vadd in place)
     T1[s]  0x08000 + s * 0x2000   tensor1 tile, then the product
     T2[s]  0x10000 + s * 0x2000   tensor2 tile
   The slot bases are in tables indexed by two slot counters (if (++s
   == 4) s = 0): LS for the next load, CS for the tile being computed.
   Event id = slot.

   Quadruple buffering, prefetch depth 3: the loads of tiles 0, 1 and 2
   are issued before the loop; iteration t issues the load of tile t + 3
   (into slot LS, the one tile t - 1 used) and then computes and stores
   tile t (slot CS).

   Sync (one line each):
     set_flag (MTE3, MTE2, 0..3) before the loop: primes "slot s is
       free" for the four slots.
     wait_flag (MTE3, MTE2, ls) before the three loads into a slot: the
       store of the tile four tiles back has read IN[ls] (WAR).  It also
       covers V's reads of T1[ls] and T2[ls] for that tile: they precede
       its set_flag (V, MTE3), which the store waited for.
     set_flag/wait_flag (MTE2, V, cs): the three loads have landed
       before V reads them; set three iterations before its wait.
     pipe_barrier (PIPE_V) after the vmul and after the vmuls: each
       reads what the previous one wrote.  The two parts of a tail tile
       touch disjoint lanes.
     set_flag/wait_flag (V, MTE3, cs): IN[cs] holds y before MTE3 stores
       it.
     set_flag (MTE3, MTE2, cs) after the store: the slot may be
       reloaded.
     wait_flag (MTE3, MTE2, 0..3) after the loop: drain.  */

#include "kernel_host.h"

#define TOTAL 600011
#define TOTAL_PAD ((TOTAL + 15) / 16 * 16)
#define TILE 4096                   /* elements per tile */
#define NSLOT 4
#define REP_ELEMS 128               /* fp16 lanes per vector repeat */
#define BLK_ELEMS 16                /* fp16 elements per 32-byte block */
#define ADDCMUL_VALUE (-0.3125f)

#define UB_IN 0x00000
#define UB_T1 0x08000
#define UB_T2 0x10000
#define SLOT_BYTES 0x2000

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

/* Elements of tile T of a block of LEN elements.  */
static inline int64_t
tile_len (int64_t len, int64_t t)
{
  return len - t * TILE < TILE ? len - t * TILE : TILE;
}

/* y[i] = in[i] + ADDCMUL_VALUE * t1[i] * t2[i] for i < TOTAL.  */
__global__ __aicore__ void
addcmul_kernel (__gm__ half *in, __gm__ half *t1, __gm__ half *t2,
                __gm__ half *y)
{
  __ubuf__ half *ib[NSLOT], *ab[NSLOT], *bb[NSLOT];
  for (int k = 0; k < NSLOT; k++)
    {
      ib[k] = (__ubuf__ half *) get_imm (UB_IN + k * SLOT_BYTES);
      ab[k] = (__ubuf__ half *) get_imm (UB_T1 + k * SLOT_BYTES);
      bb[k] = (__ubuf__ half *) get_imm (UB_T2 + k * SLOT_BYTES);
    }
  half value = (half) ADDCMUL_VALUE;

  int64_t chunk = (TOTAL + block_num - 1) / block_num;
  chunk = (chunk + BLK_ELEMS - 1) / BLK_ELEMS * BLK_ELEMS;
  int64_t start = block_idx * chunk;
  if (start >= TOTAL)
    return;
  int64_t len = TOTAL - start < chunk ? TOTAL - start : chunk;
  int64_t ntiles = (len + TILE - 1) / TILE;

  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID2);
  set_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID3);

  /* Prologue: the loads of tiles 0, 1 and 2 into slots 0, 1, 2.  */
  int ls = 0;
  for (int64_t p = 0; p < NSLOT - 1 && p < ntiles; p++)
    {
      int64_t off = start + p * TILE;
      uint16_t nblk = (uint16_t) ((tile_len (len, p) + BLK_ELEMS - 1)
                                  / BLK_ELEMS);
      wait_flag (PIPE_MTE3, PIPE_MTE2, (event_t) ls);
      copy_gm_to_ubuf (ib[ls], in + off, 0, 1, nblk, 0, 0);
      copy_gm_to_ubuf (ab[ls], t1 + off, 0, 1, nblk, 0, 0);
      copy_gm_to_ubuf (bb[ls], t2 + off, 0, 1, nblk, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) ls);
      if (++ls == NSLOT)
        ls = 0;
    }

  int cs = 0;
  for (int64_t t = 0; t < ntiles; t++)
    {
      int64_t off = start + t * TILE;
      uint16_t nblk = (uint16_t) ((tile_len (len, t) + BLK_ELEMS - 1)
                                  / BLK_ELEMS);
      uint32_t lanes = (uint32_t) nblk * BLK_ELEMS;
      uint32_t nrep = lanes / REP_ELEMS, rem = lanes % REP_ELEMS;

      /* Prefetch tile t + 3 into slot LS (tile t - 1's).  */
      if (t + NSLOT - 1 < ntiles)
        {
          int64_t offp = off + (NSLOT - 1) * TILE;
          uint16_t nblkp = (uint16_t) ((tile_len (len, t + NSLOT - 1)
                                        + BLK_ELEMS - 1) / BLK_ELEMS);
          wait_flag (PIPE_MTE3, PIPE_MTE2, (event_t) ls);
          copy_gm_to_ubuf (ib[ls], in + offp, 0, 1, nblkp, 0, 0);
          copy_gm_to_ubuf (ab[ls], t1 + offp, 0, 1, nblkp, 0, 0);
          copy_gm_to_ubuf (bb[ls], t2 + offp, 0, 1, nblkp, 0, 0);
          set_flag (PIPE_MTE2, PIPE_V, (event_t) ls);
          if (++ls == NSLOT)
            ls = 0;
        }

      /* Part 0: the full repeats; part 1: the masked last repeat.  */
      wait_flag (PIPE_MTE2, PIPE_V, (event_t) cs);
      for (int part = 0; part < 2; part++)
        {
          uint8_t rep = (uint8_t) (part == 0 ? nrep : rem > 0);
          uint32_t o = part == 0 ? 0 : nrep * REP_ELEMS;
          __ubuf__ half *ip = ib[cs] + o, *ap = ab[cs] + o, *bp = bb[cs] + o;
          if (rep == 0)
            continue;
          if (part == 1)
            mask_first_f16 (rem);
          vmul (ap, ap, bp, rep, 1, 1, 1, 8, 8, 8);
          pipe_barrier (PIPE_V);
          vmuls (ap, ap, value, rep, 1, 1, 8, 8);
          pipe_barrier (PIPE_V);
          vadd (ip, ip, ap, rep, 1, 1, 1, 8, 8, 8);
          if (part == 1)
            mask_first_f16 (REP_ELEMS);
        }
      set_flag (PIPE_V, PIPE_MTE3, (event_t) cs);

      wait_flag (PIPE_V, PIPE_MTE3, (event_t) cs);
      copy_ubuf_to_gm (y + off, ib[cs], 0, 1, nblk, 0, 0);
      set_flag (PIPE_MTE3, PIPE_MTE2, (event_t) cs);
      if (++cs == NSLOT)
        cs = 0;
    }

  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID2);
  wait_flag (PIPE_MTE3, PIPE_MTE2, EVENT_ID3);
}

/* Reference: the kernel's three fp16 steps, each rounded to fp16 (the
   product of two fp16 values is exact in float, so rounding it once is
   what the vector unit does).  */
static void
addcmul_ref (const float *in, const float *a, const float *b, float v,
             float *want, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      float p = kh_round_f16 (a[i] * b[i]);
      p = kh_round_f16 (p * v);
      want[i] = kh_round_f16 (in[i] + p);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);

  half *in = kh_gm (TOTAL_PAD, sizeof (half));
  half *t1 = kh_gm (TOTAL_PAD, sizeof (half));
  half *t2 = kh_gm (TOTAL_PAD, sizeof (half));
  half *y = kh_gm (TOTAL_PAD, sizeof (half));
  float *rin = kh_floats (TOTAL), *ra = kh_floats (TOTAL);
  float *rb = kh_floats (TOTAL), *want = kh_floats (TOTAL);
  kh_fill_f16 (in, rin, TOTAL, 9001, -4.0f, 4.0f);
  kh_fill_f16 (t1, ra, TOTAL, 9002, -3.0f, 3.0f);
  kh_fill_f16 (t2, rb, TOTAL, 9003, -3.0f, 3.0f);

  ASCSIM_LAUNCH (8, addcmul_kernel (in, t1, t2, y));

  addcmul_ref (rin, ra, rb, kh_round_f16 (ADDCMUL_VALUE), want, TOTAL);
  printf ("addcmul: y[0] = %g (want %g), y[%d] = %g (want %g)\n",
          (double) (float) y[0], (double) want[0], TOTAL - 1,
          (double) (float) y[TOTAL - 1], (double) want[TOTAL - 1]);
  /* The reference repeats the kernel's roundings; the only difference
     left is the sum's double rounding (exact float sum, then fp16),
     which both do the same way: bit-exact.  */
  kh_check_f16 ("addcmul y", y, want, TOTAL, 0, 0);
  return ascsim_finish ();
}
