/* attn_score.c -- fused attention score (AttnScore) on the 910A AI Core.

   Operator, per head h:  S = Q K^T * scale,  P = softmax (S) over each
   row,  O = P V.  Cube (two matmuls) and vector (softmax) in one
   kernel: S goes L0C -> UB (V pipe), the softmax runs in UB, and P goes
   back to the cube UB -> L1 (copy_ubuf_to_cbuf, MTE3) -> L0A.
   Shape: BH = 8 heads, SQ = 200 query rows, SKV = 320 keys, D = 64,
   scale = 1 / sqrt (D) = 0.125; fp16 inputs and output, fp32 cube
   accumulation, fp16 softmax.
   Tails: 200 query rows = 3 tiles of 64 + one tile of 8 valid rows (one
   fractal row, the other 8 rows zero padding); 320 keys = 2 chunks of
   128 + one chunk of 64.

   GM images (host-laid, include/ascsync/cube_layout.h), one per head:
     q:  Q (SQ x D) in ZZ order (13 x 4 fractals);
     kt: K^T (D x SKV) in ZN order (4 x 20 fractals), the B operand of
         S = Q K^T;
     v:  V (SKV x D) in ZN order (20 x 4 fractals), the B operand of O;
     o:  O (SQ x D) in NZ order (4 x 13 fractals of fp16).

   Block split: head h = block_idx + i * block_num (one head per block).
   Per head: K^T and V go GM -> L1 once (K^T reordered chunk by chunk by
   three strided DMAs, so each 128-key chunk is a contiguous ZN grid);
   then a loop over query tiles of 64 rows (mcnt <= 4 fractal rows),
   software-pipelined in two stages:
     stage 1 (tile t):     Q tile GM -> L1; 3 cube steps: Q -> L0A,
                           K^T chunk j -> L0B, mad into S chunk j
                           (L0C, NZ; the three chunks are one NZ grid);
     stage 2 (tile t - 1): S L0C -> UB as fp16 (copy_matrix_cc_to_ubuf,
                           V); softmax in UB; P UB -> L1 (MTE3); 3 cube
                           steps: P sub-grid -> L0A (one load2d per
                           fractal row selects the chunk's k-fractals
                           from the NZ image: baseIdx, srcStride mcnt),
                           V chunk -> L0B, mad accumulating O (L0C);
                           O L0C -> UB as fp16; O /= row sums; UB -> GM.
   Stage 1 of tile t + 1 is issued before stage 2 of tile t, so the cube
   computes S (t + 1) while the vector unit runs the softmax of tile t.

   Softmax in UB.  In the NZ image of S every row of a 16-column fractal
   is one 32-byte block, so a chunk of 16 columns (mcnt * 16 rows) is a
   run of blocks, one per row:
     row max:  a vmax tree over the 20 column chunks (20 -> 10 -> 5 -> 3
               -> 2 -> 1) into scratch T, then vcgmax (one max per block
               = per row) into RM;
     broadcast: for every group of 16 rows, vadds (+0, source block stride
               0) copies the group's 16 maxima into all 16 rows of a 16 x
               16 matrix X, and vtranspose turns it into BC, whose row r
               is 16 copies of the max of row r: the layout of a chunk;
     P:        S -= BC (one vsub per 8-row group over all 20 chunks,
               src1 repeat stride 0), S *= scale, S = exp (S);
     row sum:  the same tree with vadd, vcgadd, broadcast into BS;
     O:        after the second matmul, each of the 4 O chunks /= BS.
   Normalising O (64 columns) instead of P (320) saves vector work.

   Buffers (byte offsets; get_imm):
     L1:  K^T 0x00000 (3 chunk grids of 4 x 8 fractals, 48 KiB), V 0x0C000
          (40 KiB), Q slots 0x16000 / 0x18000 (8 KiB), P slots 0x1A000 /
          0x24000 (40 KiB: the NZ image of P);
     L0A: ping 0x0000, pong 0x8000 (Q tile 8 KiB or P chunk 16 KiB);
     L0B: ping 0x0000, pong 0x8000 (K^T chunk or V chunk, 16 KiB);
     L0C: S slots 0x00000 / 0x14000 (64 x 320 fp32, 80 KiB), O slots
          0x28000 / 0x2C000 (64 x 64 fp32, 16 KiB);
     UB:  S/P slots 0x00000 / 0x0A000 (64 x 320 fp16, 40 KiB), O slots
          0x14000 / 0x16000 (8 KiB), T 0x18000 (20 KiB), RM 0x1D000,
          X 0x1D100, BC 0x1D900, BS 0x1E100 (2 KiB each).
   Double buffering: per query tile (slot q = t & 1): L1 Q, L0C S and O,
   UB S/P and O, L1 P; per cube step (slot p = S & 1, a step counter
   over both matmuls): L0A/L0B.

   Sync:
     set MTE1->MTE2 [0,1,2] before the loops: L1 Q slots and the K/V
       area start free (prime);
     wait MTE1->MTE2 [2] before the K/V DMAs: WAR, the previous head's
       load2d have finished reading K^T/V;
     set/wait MTE2->MTE1 [2]: RAW, K^T and V are in L1 before load2d;
     set MTE1->MTE2 [2] after the head: the K/V area may be refilled;
     wait MTE1->MTE2 [q] before the Q DMA: WAR on L1 Q slot q (tile
       t - 2's loads);
     set/wait MTE2->MTE1 [q]: RAW, the Q tile is in L1 before load2d;
     set MTE1->MTE2 [q] after the S steps: L1 Q slot q may be refilled;
     set M->MTE1 [0,1] before the loops: both L0A/L0B slots start free;
     wait M->MTE1 [p] before each step's load2d: WAR, the mad of step
       S - 2 has finished reading L0A/L0B slot p;
     set/wait MTE1->M [p]: RAW, L0A/L0B slot p filled before the mad;
     set M->MTE1 [p] after each mad: L0A/L0B slot p may be reloaded;
     set V->M [0,1,2,3] before the loops: L0C S and O slots start free;
     wait V->M [q] before the S mads: WAR, the readout of S (t - 2) has
       finished reading L0C S slot q;
     set/wait M->V [q]: RAW, S is complete before its readout;
     wait MTE3->V [q] before the S readout: WAR, the UB -> L1 copy of
       P (t - 2) has finished reading UB S/P slot q (primed [0..3]);
     set V->M [q] after the S readout: L0C S slot q may be overwritten;
     pipe_barrier (PIPE_V) after the readout and after every softmax
       step that the next one reads (tree levels, vcgmax, broadcasts,
       vsub, vmuls, vexp) and before the O division: RAW/WAR in UB
       within the V pipe; independent instructions of one step (the two
       vadds, the vtransposes, the vsubs, the vdivs) share one barrier;
     set/wait V->MTE3 [q]: RAW, P is in UB before copy_ubuf_to_cbuf;
     set MTE1->MTE3 [0,1] before the loops: both L1 P slots start free;
     wait MTE1->MTE3 [q] before copy_ubuf_to_cbuf: WAR, the load2d of
       P (t - 2) have finished reading L1 P slot q;
     set MTE3->V [q] after copy_ubuf_to_cbuf: UB S/P slot q may be
       overwritten;
     set/wait MTE3->MTE1 [q]: RAW, P is in L1 before its load2d;
     set MTE1->MTE3 [q] after the O steps: L1 P slot q may be refilled;
     wait V->M [2 + q] before the O mads: WAR, the readout of O (t - 2)
       has finished reading L0C O slot q;
     pipe_barrier (PIPE_M) before every accumulating O mad: RAW/WAW on
       the O tile the previous mad wrote (the S mads write disjoint
       chunks and need none);
     set/wait M->V [2 + q]: RAW, O is complete before its readout;
     wait MTE3->V [2 + q] before the O readout: WAR, the store of
       O (t - 2) has finished reading UB O slot q;
     set V->M [2 + q] after the O readout: L0C O slot q may be reused;
     set/wait V->MTE3 [2 + q]: RAW, O is normalised before the store;
     set MTE3->V [2 + q] after the store: UB O slot q may be reused;
     after the loops one wait per primed flag drains it.
   Flags implied by the stage order: because stage 1 of tile t + 1 and
   stage 2 of tile t are issued in that order, chains through the other
   stages already order the WAR pairs guarded by V->M [q] and [2 + q],
   MTE3->V [q] and [2 + q] and MTE1->MTE3 [q], and the Q tile's
   MTE2->MTE1 flag (set after the K/V DMAs) already covers the K/V RAW.
   They are kept, as a hand-written double-buffer protocol keeps them, so
   that no buffer's protection depends on how other stages are issued;
   removing one of them leaves no race, only the flag imbalance.  */

#include <math.h>
#include <stdio.h>
#include "kernel_host.h"
#include "ascsync/cube_layout.h"

#define BH 8
#define SQ 200
#define SKV 320
#define D 64
#define SCALE 0.125                     /* 1 / sqrt (D), exact in fp16 */

#define FRAC 16
#define QT ((SQ + FRAC - 1) / FRAC)     /* 13 fractal rows of Q and O */
#define KVT ((SKV + FRAC - 1) / FRAC)   /* 20 fractals along the keys */
#define DT ((D + FRAC - 1) / FRAC)      /* 4 fractals along D */
#define QTF 4                           /* query tile: 4 fractal rows */
#define N_QTILES ((QT + QTF - 1) / QTF)
#define CF 8                            /* key chunk: 8 fractals (128) */
#define N_CHUNKS ((KVT + CF - 1) / CF)

#define FRAC_F16 256                    /* elements of one fractal */
#define FRAC_BLOCKS_F16 16              /* 32-byte blocks per fp16 fractal */
#define Q_IMG ((size_t) QT * DT * FRAC_F16)     /* halves per head */
#define KV_IMG ((size_t) KVT * DT * FRAC_F16)
#define O_IMG ((size_t) QT * DT * FRAC_F16)

#define L1_KT 0x00000
#define L1_V 0x0C000
#define L1_Q 0x16000
#define L1_Q_SLOT 0x2000
#define L1_P 0x1A000
#define L1_P_SLOT 0xA000
#define L0_SLOT 0x8000
#define L0C_S 0x00000
#define L0C_S_SLOT 0x14000
#define L0C_O 0x28000
#define L0C_O_SLOT 0x4000
#define UB_S 0x00000
#define UB_S_SLOT 0xA000
#define UB_O 0x14000
#define UB_O_SLOT 0x2000
#define UB_T 0x18000
#define UB_RM 0x1D000
#define UB_X 0x1D100
#define UB_BC 0x1D900
#define UB_BS 0x1E100

/* The trees below halve an even chunk count into T, and one vector
   instruction covers all chunks of a tile.  */
_Static_assert (KVT % 2 == 0, "the softmax trees need an even chunk count");
_Static_assert (KVT * QTF * 2 <= 255, "repeat count of a whole S tile");
_Static_assert (QTF * FRAC_BLOCKS_F16 <= 255, "vsub repeat stride");

/* O = softmax (Q K^T * scale) V for every head, on the images described
   above (8 blocks).  */
__global__ __aicore__ void
attn_score_kernel (__gm__ half *q, __gm__ half *kt, __gm__ half *v,
                   __gm__ half *o)
{
  __cbuf__ half *l1kt = (__cbuf__ half *) get_imm (L1_KT);
  __cbuf__ half *l1v = (__cbuf__ half *) get_imm (L1_V);
  __ubuf__ half *t_buf = (__ubuf__ half *) get_imm (UB_T);
  __ubuf__ half *rm = (__ubuf__ half *) get_imm (UB_RM);
  __ubuf__ half *x = (__ubuf__ half *) get_imm (UB_X);
  __ubuf__ half *bc = (__ubuf__ half *) get_imm (UB_BC);
  __ubuf__ half *bs = (__ubuf__ half *) get_imm (UB_BS);
  int step = 0;

  set_flag (PIPE_MTE1, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_MTE1, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_MTE1, PIPE_MTE2, EVENT_ID2);
  set_flag (PIPE_M, PIPE_MTE1, EVENT_ID0);
  set_flag (PIPE_M, PIPE_MTE1, EVENT_ID1);
  set_flag (PIPE_V, PIPE_M, EVENT_ID0);
  set_flag (PIPE_V, PIPE_M, EVENT_ID1);
  set_flag (PIPE_V, PIPE_M, EVENT_ID2);
  set_flag (PIPE_V, PIPE_M, EVENT_ID3);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID2);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID3);
  set_flag (PIPE_MTE1, PIPE_MTE3, EVENT_ID0);
  set_flag (PIPE_MTE1, PIPE_MTE3, EVENT_ID1);

  for (int h = (int) block_idx; h < BH; h += (int) block_num)
    {
      /* K^T chunk by chunk (each a contiguous D x 128 ZN grid) and V
         (contiguous; its key chunks are runs of whole fractal rows).  */
      wait_flag (PIPE_MTE1, PIPE_MTE2, EVENT_ID2);
      for (int j = 0; j < N_CHUNKS; j++)
        {
          int ccnt = KVT - j * CF < CF ? KVT - j * CF : CF;
          copy_gm_to_cbuf (l1kt + j * DT * CF * FRAC_F16,
                           kt + h * KV_IMG + (size_t) j * CF * FRAC_F16, 0,
                           DT, ccnt * FRAC_BLOCKS_F16,
                           (KVT - ccnt) * FRAC_BLOCKS_F16, 0, PAD_NONE);
        }
      copy_gm_to_cbuf (l1v, v + h * KV_IMG, 0, 1, KVT * DT * FRAC_BLOCKS_F16,
                       0, 0, PAD_NONE);
      set_flag (PIPE_MTE2, PIPE_MTE1, EVENT_ID2);
      wait_flag (PIPE_MTE2, PIPE_MTE1, EVENT_ID2);

      for (int it = 0; it <= N_QTILES; it++)
        {
          if (it < N_QTILES)
            {
              /* Stage 1, tile IT: S = Q K^T into L0C S slot qs.  */
              int qs = it & 1;
              int mf = it * QTF;
              int mcnt = QT - mf < QTF ? QT - mf : QTF;
              int mlen = SQ - mf * FRAC < QTF * FRAC ? SQ - mf * FRAC
                                                     : QTF * FRAC;
              event_t qe = qs ? EVENT_ID1 : EVENT_ID0;
              __cbuf__ half *l1q
                = (__cbuf__ half *) get_imm (L1_Q + qs * L1_Q_SLOT);
              __cc__ float *l0s
                = (__cc__ float *) get_imm (L0C_S + qs * L0C_S_SLOT);

              wait_flag (PIPE_MTE1, PIPE_MTE2, qe);
              copy_gm_to_cbuf (l1q,
                               q + h * Q_IMG + (size_t) mf * DT * FRAC_F16, 0,
                               1, mcnt * DT * FRAC_BLOCKS_F16, 0, 0, PAD_NONE);
              set_flag (PIPE_MTE2, PIPE_MTE1, qe);
              wait_flag (PIPE_MTE2, PIPE_MTE1, qe);
              wait_flag (PIPE_V, PIPE_M, qe);
              for (int j = 0; j < N_CHUNKS; j++, step++)
                {
                  int ccnt = KVT - j * CF < CF ? KVT - j * CF : CF;
                  int p = step & 1;
                  event_t pe = p ? EVENT_ID1 : EVENT_ID0;
                  __ca__ half *l0a = (__ca__ half *) get_imm (p * L0_SLOT);
                  __cb__ half *l0b = (__cb__ half *) get_imm (p * L0_SLOT);

                  wait_flag (PIPE_M, PIPE_MTE1, pe);
                  load_cbuf_to_ca (l0a, l1q, 0, mcnt * DT, 1, 0, 0);
                  load_cbuf_to_cb (l0b, l1kt + j * DT * CF * FRAC_F16, 0,
                                   DT * ccnt, 1, 0, 0);
                  set_flag (PIPE_MTE1, PIPE_M, pe);
                  wait_flag (PIPE_MTE1, PIPE_M, pe);
                  mad (l0s + j * CF * mcnt * FRAC_F16, l0a, l0b, mlen, D,
                       ccnt * FRAC, 1);
                  set_flag (PIPE_M, PIPE_MTE1, pe);
                }
              set_flag (PIPE_MTE1, PIPE_MTE2, qe);
            }

          if (it > 0)
            {
              /* Stage 2, tile IT - 1: softmax, O = P V, normalise, store.  */
              int tq = it - 1;
              int qs = tq & 1;
              int mf = tq * QTF;
              int mcnt = QT - mf < QTF ? QT - mf : QTF;
              int mlen = SQ - mf * FRAC < QTF * FRAC ? SQ - mf * FRAC
                                                     : QTF * FRAC;
              int chunk = mcnt * FRAC_F16;      /* halves per 16 columns */
              int rep = mcnt * 2;               /* repeats per 16 columns */
              event_t qe = qs ? EVENT_ID1 : EVENT_ID0;
              event_t oe = qs ? EVENT_ID3 : EVENT_ID2;
              __cc__ float *l0s
                = (__cc__ float *) get_imm (L0C_S + qs * L0C_S_SLOT);
              __cc__ float *l0o
                = (__cc__ float *) get_imm (L0C_O + qs * L0C_O_SLOT);
              __ubuf__ half *us
                = (__ubuf__ half *) get_imm (UB_S + qs * UB_S_SLOT);
              __ubuf__ half *uo
                = (__ubuf__ half *) get_imm (UB_O + qs * UB_O_SLOT);
              __cbuf__ half *l1p
                = (__cbuf__ half *) get_imm (L1_P + qs * L1_P_SLOT);
              __ubuf__ half *src;
              int n;

              /* S: L0C -> UB as fp16.  */
              set_flag (PIPE_M, PIPE_V, qe);
              wait_flag (PIPE_M, PIPE_V, qe);
              wait_flag (PIPE_MTE3, PIPE_V, qe);
              copy_matrix_cc_to_ubuf (us, l0s, 0, 1, mcnt * KVT, 0, 0,
                                      CRMODE_F32toF16_NONE);
              set_flag (PIPE_V, PIPE_M, qe);
              pipe_barrier (PIPE_V);

              /* Row max: tree over the column chunks, then per block.  */
              for (n = KVT, src = us; n > 1; n -= n / 2, src = t_buf)
                {
                  vmax (t_buf, src, src + (n - n / 2) * chunk, n / 2 * rep,
                        1, 1, 1, 8, 8, 8);
                  pipe_barrier (PIPE_V);
                }
              vcgmax (rm, t_buf, rep, 1, 1, 8);
              pipe_barrier (PIPE_V);
              vadds (x, rm, 0.0, mcnt, 1, 0, 16, 1);
              vadds (x + 128, rm, 0.0, mcnt, 1, 0, 16, 1);
              pipe_barrier (PIPE_V);
              for (int g = 0; g < mcnt; g++)
                vtranspose ((__ubuf__ uint16_t *) (bc + g * FRAC_F16),
                            (__ubuf__ uint16_t *) (x + g * FRAC_F16));
              pipe_barrier (PIPE_V);

              /* P = exp ((S - max) * scale), in place.  */
              for (int rg = 0; rg < rep; rg++)
                vsub (us + rg * 128, us + rg * 128, bc + rg * 128, KVT, 1, 1,
                      1, mcnt * FRAC_BLOCKS_F16, mcnt * FRAC_BLOCKS_F16, 0);
              pipe_barrier (PIPE_V);
              vmuls (us, us, SCALE, KVT * rep, 1, 1, 8, 8);
              pipe_barrier (PIPE_V);
              vexp (us, us, KVT * rep, 1, 1, 8, 8);
              pipe_barrier (PIPE_V);
              set_flag (PIPE_V, PIPE_MTE3, qe);

              /* P: UB -> L1 (MTE3), the NZ image unchanged.  */
              wait_flag (PIPE_V, PIPE_MTE3, qe);
              wait_flag (PIPE_MTE1, PIPE_MTE3, qe);
              copy_ubuf_to_cbuf (l1p, us, 0, 1, mcnt * KVT * FRAC_BLOCKS_F16,
                                 0, 0);
              set_flag (PIPE_MTE3, PIPE_V, qe);
              set_flag (PIPE_MTE3, PIPE_MTE1, qe);

              /* Row sums of P, broadcast into BS (overlaps the copy).  */
              for (n = KVT, src = us; n > 1; n -= n / 2, src = t_buf)
                {
                  vadd (t_buf, src, src + (n - n / 2) * chunk, n / 2 * rep,
                        1, 1, 1, 8, 8, 8);
                  pipe_barrier (PIPE_V);
                }
              vcgadd (rm, t_buf, rep, 1, 1, 8);
              pipe_barrier (PIPE_V);
              vadds (x, rm, 0.0, mcnt, 1, 0, 16, 1);
              vadds (x + 128, rm, 0.0, mcnt, 1, 0, 16, 1);
              pipe_barrier (PIPE_V);
              for (int g = 0; g < mcnt; g++)
                vtranspose ((__ubuf__ uint16_t *) (bs + g * FRAC_F16),
                            (__ubuf__ uint16_t *) (x + g * FRAC_F16));

              /* O = P V: P's chunk j is the k-fractals j * CF .. of each
                 fractal row of the NZ image in L1.  */
              wait_flag (PIPE_MTE3, PIPE_MTE1, qe);
              wait_flag (PIPE_V, PIPE_M, oe);
              for (int j = 0; j < N_CHUNKS; j++, step++)
                {
                  int ccnt = KVT - j * CF < CF ? KVT - j * CF : CF;
                  int p = step & 1;
                  event_t pe = p ? EVENT_ID1 : EVENT_ID0;
                  __ca__ half *l0a = (__ca__ half *) get_imm (p * L0_SLOT);
                  __cb__ half *l0b = (__cb__ half *) get_imm (p * L0_SLOT);

                  wait_flag (PIPE_M, PIPE_MTE1, pe);
                  for (int mi = 0; mi < mcnt; mi++)
                    load_cbuf_to_ca (l0a + mi * ccnt * FRAC_F16, l1p,
                                     j * CF * mcnt + mi, ccnt, mcnt, 0, 0);
                  load_cbuf_to_cb (l0b, l1v, j * CF * DT, ccnt * DT, 1, 0, 0);
                  set_flag (PIPE_MTE1, PIPE_M, pe);
                  wait_flag (PIPE_MTE1, PIPE_M, pe);
                  if (j > 0)
                    pipe_barrier (PIPE_M);
                  mad (l0o, l0a, l0b, mlen, ccnt * FRAC, D, j == 0);
                  set_flag (PIPE_M, PIPE_MTE1, pe);
                }
              set_flag (PIPE_MTE1, PIPE_MTE3, qe);

              /* O: L0C -> UB as fp16, divide by the row sums, store.  */
              set_flag (PIPE_M, PIPE_V, oe);
              wait_flag (PIPE_M, PIPE_V, oe);
              wait_flag (PIPE_MTE3, PIPE_V, oe);
              copy_matrix_cc_to_ubuf (uo, l0o, 0, 1, mcnt * DT, 0, 0,
                                      CRMODE_F32toF16_NONE);
              set_flag (PIPE_V, PIPE_M, oe);
              pipe_barrier (PIPE_V);
              for (int di = 0; di < DT; di++)
                vdiv (uo + di * chunk, uo + di * chunk, bs, rep, 1, 1, 1, 8,
                      8, 8);
              set_flag (PIPE_V, PIPE_MTE3, oe);
              wait_flag (PIPE_V, PIPE_MTE3, oe);
              copy_ubuf_to_gm (o + h * O_IMG + (size_t) mf * FRAC_F16, uo, 0,
                               DT, mcnt * FRAC_BLOCKS_F16, 0,
                               (QT - mcnt) * FRAC_BLOCKS_F16);
              set_flag (PIPE_MTE3, PIPE_V, oe);
            }
        }
      set_flag (PIPE_MTE1, PIPE_MTE2, EVENT_ID2);
    }

  wait_flag (PIPE_MTE1, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_MTE1, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_MTE1, PIPE_MTE2, EVENT_ID2);
  wait_flag (PIPE_M, PIPE_MTE1, EVENT_ID0);
  wait_flag (PIPE_M, PIPE_MTE1, EVENT_ID1);
  wait_flag (PIPE_V, PIPE_M, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_M, EVENT_ID1);
  wait_flag (PIPE_V, PIPE_M, EVENT_ID2);
  wait_flag (PIPE_V, PIPE_M, EVENT_ID3);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID2);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID3);
  wait_flag (PIPE_MTE1, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_MTE1, PIPE_MTE3, EVENT_ID1);
}

/* Reference: O = softmax (Q K^T * scale) V per head, in double, from the
   fp16-rounded inputs.  */
static void
attn_score_ref (float *out, const float *qm, const float *km,
                const float *vm)
{
  static double s[SKV];
  for (int h = 0; h < BH; h++)
    for (int i = 0; i < SQ; i++)
      {
        const float *qr = qm + ((size_t) h * SQ + i) * D;
        double mx = -INFINITY, sum = 0.0;
        for (int j = 0; j < SKV; j++)
          {
            const float *kr = km + ((size_t) h * SKV + j) * D;
            double d = 0.0;
            for (int c = 0; c < D; c++)
              d += (double) qr[c] * kr[c];
            s[j] = d * SCALE;
            if (s[j] > mx)
              mx = s[j];
          }
        for (int j = 0; j < SKV; j++)
          {
            s[j] = exp (s[j] - mx);
            sum += s[j];
          }
        for (int c = 0; c < D; c++)
          {
            double acc = 0.0;
            for (int j = 0; j < SKV; j++)
              acc += s[j] * vm[((size_t) h * SKV + j) * D + c];
            out[((size_t) h * SQ + i) * D + c] = (float) (acc / sum);
          }
      }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);

  size_t nq = (size_t) BH * SQ * D, nkv = (size_t) BH * SKV * D;
  float *qm = kh_floats (nq), *km = kh_floats (nkv), *vm = kh_floats (nkv);
  float *ktm = kh_floats ((size_t) D * SKV);
  float *got = kh_floats (nq), *want = kh_floats (nq);
  kh_fill_f32 (qm, NULL, nq, 7, -1.0f, 1.0f);
  kh_fill_f32 (km, NULL, nkv, 8, -1.0f, 1.0f);
  kh_fill_f32 (vm, NULL, nkv, 9, -1.0f, 1.0f);
  for (size_t i = 0; i < nq; i++)
    qm[i] = kh_round_f16 (qm[i]);
  for (size_t i = 0; i < nkv; i++)
    {
      km[i] = kh_round_f16 (km[i]);
      vm[i] = kh_round_f16 (vm[i]);
    }

  half *q_gm = kh_gm (BH * Q_IMG, sizeof (half));
  half *kt_gm = kh_gm (BH * KV_IMG, sizeof (half));
  half *v_gm = kh_gm (BH * KV_IMG, sizeof (half));
  half *o_gm = kh_gm (BH * O_IMG, sizeof (half));
  for (int h = 0; h < BH; h++)
    {
      const float *kh = km + (size_t) h * SKV * D;
      for (int j = 0; j < SKV; j++)
        for (int c = 0; c < D; c++)
          ktm[(size_t) c * SKV + j] = kh[(size_t) j * D + c];
      asc_layout_zz_f16 ((uint16_t *) (q_gm + h * Q_IMG),
                         qm + (size_t) h * SQ * D, SQ, D);
      asc_layout_zn_f16 ((uint16_t *) (kt_gm + h * KV_IMG), ktm, D, SKV);
      asc_layout_zn_f16 ((uint16_t *) (v_gm + h * KV_IMG),
                         vm + (size_t) h * SKV * D, SKV, D);
    }

  ASCSIM_LAUNCH (8, attn_score_kernel (q_gm, kt_gm, v_gm, o_gm));

  for (int h = 0; h < BH; h++)
    asc_unlayout_nz_f16 (got + (size_t) h * SQ * D,
                         (const uint16_t *) (o_gm + h * O_IMG), SQ, D);
  attn_score_ref (want, qm, km, vm);
  printf ("attn_score %d heads, %dx%d keys, d=%d: o[0][0][0] = %g (want %g), "
          "o[%d][%d][%d] = %g (want %g)\n", BH, SQ, SKV, D, got[0], want[0],
          BH - 1, SQ - 1, D - 1, got[nq - 1], want[nq - 1]);
  /* Error budget (|O| <= 1, typically ~0.05): S rounded to fp16 (|S| <
     16: 2^-7 absolute, 2^-10 after the 0.125 scale) makes each P off by
     ~1e-3 relative; P itself and the fp16 exp add 2^-11 relative; the
     fp16 row-sum tree (5 levels, sums up to 320) adds ~5 * 2^-11
     relative to the divisor; O is rounded to fp16 twice (before and
     after the division, 2^-11 relative each).  Together a few 1e-3
     relative of |O| (|O| < 0.2 here): inside atol 1e-3 + rtol 5e-3.  */
  ascsim_compare_f32 ("attn_score O", got, want, nq, 1e-3, 5e-3);
  return ascsim_finish ();
}
