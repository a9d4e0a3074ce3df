/* rope.c -- Rotary position embedding (RoPE), rotate-half form, CCE
   kernel for Ascend 910A.

   Operator (the GPT-NeoX / Llama form): for each position p, head h and
   x1 = x[p, h, 0:64], x2 = x[p, h, 64:128],
     y[p, h, 0:64]   = x1 * cos[p, 0:64]   - x2 * sin[p, 0:64]
     y[p, h, 64:128] = x2 * cos[p, 64:128] + x1 * sin[p, 64:128]
   i.e. y = x * cos + rotate_half (x) * sin with rotate_half (x) =
   cat (-x2, x1).  x, y: [SEQ, HEADS, HEAD_DIM] = [803, 8, 128] fp16;
   cos, sin: [SEQ, HEAD_DIM] fp16 (shared by the heads of a position).
   Computed in fp16 as the vector unit does it, each step rounded.

   Block split: 8 blocks; block b owns SEQ / 8 positions plus one of the
   SEQ % 8 leftover positions when b < SEQ % 8 (101 or 100 positions,
   ~200 KB of x per block).

   Tiling: tiles of TILE_POS = 16 positions (6 full tiles and a tail of 5
   or 4 positions per block; the tail only changes repeat counts).  A
   head is 128 fp16 = one vector repeat, so every operation runs one
   call per head with one repeat per position: repeat stride HEADS * 8
   blocks on x and y, 8 blocks on cos and sin.

   Masked half-repeat operations: the rotation pairs the two halves of a
   head, so with set_vector_mask (0, ~0) (the first 64 of the 128 fp16
   lanes of each repeat) one vmul reads x2 (at + 64) against sin[0:64]
   and writes lanes 0..63 of the head in T, and the next reads x1
   against sin[64:128] (at + 64) and writes lanes 64..127 (its
   destination at + 64, its enabled lanes 0..63): two operations on
   disjoint bytes of the same repeats, with no barrier between them.
   The vsub and vadd that finish the two halves are paired the same way.

   Per tile (slot s = tile & 1):
     MTE2  x rows -> X[s]; cos rows -> CS[s]; sin rows -> SN[s]
     V     per head: Y[s] = X[s] * CS[s]                  (full mask)
     V     per head: T[s][0:64] = X[s][64:128] * SN[s][0:64];
                     T[s][64:128] = X[s][0:64] * SN[s][64:128]  (mask 64)
     V     per head: Y[s][0:64] -= T[s][0:64]; Y[s][64:128] += T[s][64:128]
                                                                (mask 64)
     MTE3  Y[s] -> y rows

   UB buffers (bytes, 208 KB in all):
     X[0]  0x00000  X[1]  0x08000   16 x 8 x 256  fp16 x tile
     CS[0] 0x10000  CS[1] 0x11000   16 x 256      fp16 cos tile
     SN[0] 0x12000  SN[1] 0x13000   16 x 256      fp16 sin tile
     T[0]  0x14000  T[1]  0x1C000   16 x 8 x 256  fp16 rotated x * sin
     Y[0]  0x24000  Y[1]  0x2C000   16 x 8 x 256  fp16 y tile
   T is doubled so a tile's first writes of T[s] need no barrier after
   the previous tile's reads of T[1 - s]; T[s] of tile t - 2 is ordered
   by tile t - 1's barrier.

   Double buffering: the loads of tile t + 1 (other slot) overlap the
   vector work of tile t and the store of tile t - 1; event id = slot.

   Synchronisation, one line each:
     set/wait MTE2->V (slot)   the tile's x, cos and sin have landed
                               before V reads them.
     set/wait V->MTE2 (slot)   WAR: the last V reads of X[s], CS[s] and
                               SN[s] (the masked vmuls) two tiles ago are
                               done before the loads overwrite them; set
                               right after those vmuls, before the
                               barrier, so the next loads need not wait
                               for the vsub/vadd; primed for both slots
                               before the loop, drained after it.
     set/wait MTE3->V (slot)   WAR: the store of Y[s] two tiles ago has
                               read it before the first vmul overwrites
                               it; primed and drained likewise.
     pipe_barrier(PIPE_V)      once per tile, between the vmuls and the
                               vsub/vadd that read their results.  None
                               between the two masked halves of a step:
                               disjoint bytes.
     set/wait V->MTE3 (slot)   Y[s] is complete before it is stored.  */

#include "kernel_host.h"

#define SEQ (8 * 100 + 3)
#define HEADS 8
#define HEAD_DIM 128                    /* one fp16 repeat */
#define HALF_DIM 64
#define POS_HALVES (HEADS * HEAD_DIM)   /* 1024: x elements per position */
#define POS_BLOCKS (POS_HALVES * 2 / 32)        /* 64 */
#define CS_BLOCKS (HEAD_DIM * 2 / 32)           /* 8 */
#define TILE_POS 16
#define ROPE_BASE 10000.0

#define UB_X 0x00000
#define UB_CS 0x10000
#define UB_SN 0x12000
#define UB_T 0x14000
#define UB_Y 0x24000
#define XSLOT_HALVES (TILE_POS * POS_HALVES)    /* 32 KB */
#define CSLOT_HALVES (TILE_POS * HEAD_DIM)      /* 4 KB */

/* RoPE of the SEQ_TOTAL x HEADS x HEAD_DIM tensor X with tables COS and
   SIN into Y; see the file comment.  */
__global__ __aicore__ void
rope_kernel (__gm__ half *x, __gm__ half *cos_gm, __gm__ half *sin_gm,
             __gm__ half *y, int32_t seq_total)
{
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (UB_X);
  __ubuf__ half *csb = (__ubuf__ half *) get_imm (UB_CS);
  __ubuf__ half *snb = (__ubuf__ half *) get_imm (UB_SN);
  __ubuf__ half *tb = (__ubuf__ half *) get_imm (UB_T);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (UB_Y);

  int64_t per = seq_total / block_num, extra = seq_total % block_num;
  int64_t npos = per + (block_idx < extra ? 1 : 0);
  int64_t pos0 = block_idx * per + (block_idx < extra ? block_idx : extra);
  int64_t ntiles = (npos + TILE_POS - 1) / TILE_POS;
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
      int64_t p0 = pos0 + t * TILE_POS;
      int np = (int) (npos - t * TILE_POS < TILE_POS ? npos - t * TILE_POS
                      : TILE_POS);
      __ubuf__ half *xs = xb + s * XSLOT_HALVES;
      __ubuf__ half *cs = csb + s * CSLOT_HALVES;
      __ubuf__ half *sn = snb + s * CSLOT_HALVES;
      __ubuf__ half *ts = tb + s * XSLOT_HALVES;
      __ubuf__ half *ys = yb + s * XSLOT_HALVES;

      wait_flag (PIPE_V, PIPE_MTE2, ev);
      copy_gm_to_ubuf (xs, x + p0 * POS_HALVES, 0, 1,
                       (uint16_t) (np * POS_BLOCKS), 0, 0);
      copy_gm_to_ubuf (cs, cos_gm + p0 * HEAD_DIM, 0, 1,
                       (uint16_t) (np * CS_BLOCKS), 0, 0);
      copy_gm_to_ubuf (sn, sin_gm + p0 * HEAD_DIM, 0, 1,
                       (uint16_t) (np * CS_BLOCKS), 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, ev);

      wait_flag (PIPE_MTE2, PIPE_V, ev);
      wait_flag (PIPE_MTE3, PIPE_V, ev);
      /* y = x * cos, whole heads.  */
      for (int h = 0; h < HEADS; h++)
        vmul (ys + h * HEAD_DIM, xs + h * HEAD_DIM, cs, (uint8_t) np, 1, 1,
              1, POS_BLOCKS, POS_BLOCKS, CS_BLOCKS);
      /* T = rotate_half-ordered x * sin, one half of each head per op.  */
      set_vector_mask (0, ~(uint64_t) 0);
      for (int h = 0; h < HEADS; h++)
        {
          __ubuf__ half *xh = xs + h * HEAD_DIM, *th = ts + h * HEAD_DIM;
          vmul (th, xh + HALF_DIM, sn, (uint8_t) np, 1, 1, 1, POS_BLOCKS,
                POS_BLOCKS, CS_BLOCKS);
          vmul (th + HALF_DIM, xh, sn + HALF_DIM, (uint8_t) np, 1, 1, 1,
                POS_BLOCKS, POS_BLOCKS, CS_BLOCKS);
        }
      set_flag (PIPE_V, PIPE_MTE2, ev);
      pipe_barrier (PIPE_V);
      /* y[0:64] -= T[0:64]; y[64:128] += T[64:128].  */
      for (int h = 0; h < HEADS; h++)
        {
          __ubuf__ half *yh = ys + h * HEAD_DIM, *th = ts + h * HEAD_DIM;
          vsub (yh, yh, th, (uint8_t) np, 1, 1, 1, POS_BLOCKS, POS_BLOCKS,
                POS_BLOCKS);
          vadd (yh + HALF_DIM, yh + HALF_DIM, th + HALF_DIM, (uint8_t) np,
                1, 1, 1, POS_BLOCKS, POS_BLOCKS, POS_BLOCKS);
        }
      set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
      set_flag (PIPE_V, PIPE_MTE3, ev);

      wait_flag (PIPE_V, PIPE_MTE3, ev);
      copy_ubuf_to_gm (y + p0 * POS_HALVES, ys, 0, 1,
                       (uint16_t) (np * POS_BLOCKS), 0, 0);
      set_flag (PIPE_MTE3, PIPE_V, ev);
    }

  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}

/* Reference: the kernel's fp16 steps, each rounded to fp16 (a product
   of two fp16 values is exact in float).  */
static void
rope_ref (const float *x, const float *c, const float *sn, float *want,
          int seq)
{
  for (int p = 0; p < seq; p++)
    for (int h = 0; h < HEADS; h++)
      {
        const float *xh = x + ((size_t) p * HEADS + h) * HEAD_DIM;
        const float *cp = c + (size_t) p * HEAD_DIM;
        const float *sp = sn + (size_t) p * HEAD_DIM;
        float *wh = want + ((size_t) p * HEADS + h) * HEAD_DIM;
        for (int i = 0; i < HALF_DIM; i++)
          {
            float x1 = xh[i], x2 = xh[i + HALF_DIM];
            float a1 = kh_round_f16 (x1 * cp[i]);
            float a2 = kh_round_f16 (x2 * cp[i + HALF_DIM]);
            float b1 = kh_round_f16 (x2 * sp[i]);
            float b2 = kh_round_f16 (x1 * sp[i + HALF_DIM]);
            wh[i] = kh_round_f16 (a1 - b1);
            wh[i + HALF_DIM] = kh_round_f16 (a2 + b2);
          }
      }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  size_t n = (size_t) SEQ * POS_HALVES, nt = (size_t) SEQ * HEAD_DIM;
  half *x = kh_gm (n, sizeof (half));
  half *c = kh_gm (nt, sizeof (half));
  half *sn = kh_gm (nt, sizeof (half));
  half *y = kh_gm (n, sizeof (half));
  float *xr = kh_floats (n), *cr = kh_floats (nt), *sr = kh_floats (nt);
  float *want = kh_floats (n);
  kh_fill_f16 (x, xr, n, 31337, -2.0f, 2.0f);
  /* The usual tables: angle p * base^(-2i / HEAD_DIM) for i < 64,
     repeated for the second half.  */
  for (int p = 0; p < SEQ; p++)
    for (int i = 0; i < HEAD_DIM; i++)
      {
        double ang = p * pow (ROPE_BASE, -2.0 * (i % HALF_DIM) / HEAD_DIM);
        size_t k = (size_t) p * HEAD_DIM + i;
        cr[k] = kh_round_f16 ((float) cos (ang));
        sr[k] = kh_round_f16 ((float) sin (ang));
        c[k] = (half) cr[k];
        sn[k] = (half) sr[k];
      }
  rope_ref (xr, cr, sr, want, SEQ);

  ASCSIM_LAUNCH (8, rope_kernel (x, c, sn, y, SEQ));

  /* The reference repeats the kernel's fp16 roundings: bit-exact.  */
  kh_check_f16 ("rope y", y, want, n, 0, 0);
  return ascsim_finish ();
}
