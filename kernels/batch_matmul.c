/* batch_matmul.c -- BatchMatMul C[b] = A[b] * B[b] on the 910A cube unit.

   Operator: a batch of BATCH independent matmuls, fp16 A and B, fp32
   accumulation in L0C, fp16 output (converted on the L0C -> UB move,
   CRMODE_F32toF16_NONE).
   Shape: BATCH = 6, M = 300, N = 200, K = 520 (tails in all three
   dimensions: 300 = 2 * 128 + 44, 200 = 128 + 72, 520 = 4 * 128 + 8).

   GM images (host-laid, include/ascsync/cube_layout.h), one per batch
   entry, packed back to back:
     a: A[b] in ZZ order, MT x KT fractals (MT = 19, KT = 33);
     b: B[b] in ZN order, KT x NT fractals (NT = 13);
     c: C[b] in NZ order, NT x MT fractals of 16 x 16 fp16.

   Tiling and block split: the work items are (batch, 128-row tile,
   128-column tile): 6 x 3 x 2 = 36 output tiles (the last tile row has
   3 fractals, 44 valid rows; the last tile column 5 fractals, 72
   columns), split round-robin over the 8 blocks (item t = block_idx +
   i * block_num: 5 or 4 items per block).  For each item the whole K
   panel of A (mcnt x KT fractals, ZZ: one contiguous DMA) and of B (KT x
   ncnt fractals, ZN: one strided DMA, a burst per fractal row) goes
   GM -> L1 at once; the K loop then selects 128-deep sub-grids from L1
   with load2d: A one load2d per fractal row (baseIdx mi * KT + kf,
   kcnt fractals), B one load2d (the rows kf.. of the ZN panel are
   contiguous), 5 k-steps (8, 8, 8, 8, 1 fractals; the last has k = 8).
   The mad accumulates in L0C (init on the first k-step); after the K
   loop L0C -> UB as fp16 (V pipe) -> GM (one burst per fractal column).

   Buffers (byte offsets; get_imm):
     L1:  panel slot c at c * 0x42000: A panel at +0 (8 x 33 fractals,
          132 KiB), B panel at +0x21000 (33 x 8 fractals, 132 KiB);
     L0A: ping 0x0000, pong 0x8000 (a 128 x 128 fp16 k-step tile, 32 KiB);
     L0B: ping 0x0000, pong 0x8000;
     L0C: ping 0x00000, pong 0x10000 (128 x 128 fp32, 64 KiB);
     UB:  ping 0x0000, pong 0x8000 (128 x 128 fp16, 32 KiB).
   Double buffering: L1 panels, L0C and UB alternate per work item
   (slot c = i & 1), so the panel DMA of item i + 1 and the readout and
   store of item i - 1 overlap the K loop of item i; L0A/L0B alternate
   per k-step (slot p = S & 1, S a k-step counter running across items),
   so load2d of step S + 1 overlaps the mad of step S.

   Sync (EVENT_ID0/1 on every pipe pair):
     set MTE1->MTE2 x2 before the loop: both L1 panel slots start free;
     wait MTE1->MTE2 [c] before the panel DMAs: WAR, the load2d of item
       i - 2 have finished reading panel slot c;
     set/wait MTE2->MTE1 [c]: RAW, both panels are in L1 before load2d;
     set M->MTE1 x2 before the loop: both L0A/L0B slots start free;
     wait M->MTE1 [p] before load2d: WAR, the mad of step S - 2 has
       finished reading L0A/L0B slot p;
     set/wait MTE1->M [p]: RAW, L0A/L0B slot p is filled before mad;
     set M->MTE1 [p] after mad: L0A/L0B slot p may be reloaded;
     set MTE1->MTE2 [c] after the K loop: panel slot c may be refilled;
     set V->M x2 before the loop: both L0C slots start free;
     wait V->M [c] before the first mad of an item: WAR, the readout of
       item i - 2 has finished reading L0C slot c;
     set/wait M->V [c] after the K loop: RAW, the mads are complete before
       copy_matrix_cc_to_ubuf;
     set MTE3->V x2 before the loop: both UB slots start free;
     wait MTE3->V [c] before copy_matrix_cc_to_ubuf: WAR, the store of
       item i - 2 has finished reading UB slot c;
     set V->M [c] after the readout: L0C slot c may be overwritten;
     set/wait V->MTE3 [c]: RAW, UB slot c is written before the store;
     set MTE3->V [c] after the store: UB slot c may be overwritten;
     after the loop one wait per primed flag drains it.
     pipe_barrier (PIPE_M) before every accumulating mad (k-step > 0):
       RAW/WAW on the L0C tile the previous mad wrote (the M pipe may
       complete out of order).
   No other pipe_barrier is needed: every other same-pipe reuse of a
   buffer is ordered through a flag chain via another pipe.  */

#include <stdio.h>
#include "kernel_host.h"
#include "ascsync/cube_layout.h"

#define BATCH 6
#define M 300
#define N 200
#define K 520

#define FRAC 16
#define MT ((M + FRAC - 1) / FRAC)
#define NT ((N + FRAC - 1) / FRAC)
#define KT ((K + FRAC - 1) / FRAC)

#define TILE 128
#define TF (TILE / FRAC)
#define M_TILES ((MT + TF - 1) / TF)
#define N_TILES ((NT + TF - 1) / TF)
#define K_STEPS ((KT + TF - 1) / TF)

#define FRAC_F16 256                    /* elements of one fractal */
#define FRAC_BLOCKS_F16 16              /* 32-byte blocks of an fp16 fractal */
#define A_IMG ((size_t) MT * KT * FRAC_F16)     /* halves per batch entry */
#define B_IMG ((size_t) KT * NT * FRAC_F16)
#define C_IMG ((size_t) MT * NT * FRAC_F16)

#define L1_SLOT 0x42000
#define L1_B 0x21000
#define L0_SLOT 0x8000
#define L0C_SLOT 0x10000
#define UB_SLOT 0x8000

/* C[b] = A[b] * B[b] for every b on the images described above
   (8 blocks).  */
__global__ __aicore__ void
batch_matmul_kernel (__gm__ half *a, __gm__ half *b, __gm__ half *c)
{
  int n_items = BATCH * M_TILES * N_TILES;
  int step = 0;
  int i = 0;

  set_flag (PIPE_MTE1, PIPE_MTE2, EVENT_ID0);
  set_flag (PIPE_MTE1, PIPE_MTE2, EVENT_ID1);
  set_flag (PIPE_M, PIPE_MTE1, EVENT_ID0);
  set_flag (PIPE_M, PIPE_MTE1, EVENT_ID1);
  set_flag (PIPE_V, PIPE_M, EVENT_ID0);
  set_flag (PIPE_V, PIPE_M, EVENT_ID1);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);

  for (int t = (int) block_idx; t < n_items; t += (int) block_num, i++)
    {
      int bi = t / (M_TILES * N_TILES);
      int tile = t % (M_TILES * N_TILES);
      int mf = tile / N_TILES * TF;
      int nf = tile % N_TILES * TF;
      int mcnt = MT - mf < TF ? MT - mf : TF;
      int ncnt = NT - nf < TF ? NT - nf : TF;
      int mlen = M - mf * FRAC < TILE ? M - mf * FRAC : TILE;
      int nlen = N - nf * FRAC < TILE ? N - nf * FRAC : TILE;
      int cs = i & 1;
      event_t ce = cs ? EVENT_ID1 : EVENT_ID0;
      __cbuf__ half *l1a = (__cbuf__ half *) get_imm (cs * L1_SLOT);
      __cbuf__ half *l1b = (__cbuf__ half *) get_imm (cs * L1_SLOT + L1_B);
      __cc__ float *l0c = (__cc__ float *) get_imm (cs * L0C_SLOT);
      __ubuf__ half *ub = (__ubuf__ half *) get_imm (cs * UB_SLOT);

      /* GM -> L1: the K panels of A (contiguous rows of the ZZ image)
         and of B (a burst of ncnt fractals per fractal row).  */
      wait_flag (PIPE_MTE1, PIPE_MTE2, ce);
      copy_gm_to_cbuf (l1a, a + bi * A_IMG + (size_t) mf * KT * FRAC_F16, 0,
                       1, mcnt * KT * FRAC_BLOCKS_F16, 0, 0, PAD_NONE);
      copy_gm_to_cbuf (l1b, b + bi * B_IMG + (size_t) nf * FRAC_F16, 0, KT,
                       ncnt * FRAC_BLOCKS_F16, (NT - ncnt) * FRAC_BLOCKS_F16,
                       0, PAD_NONE);
      set_flag (PIPE_MTE2, PIPE_MTE1, ce);

      wait_flag (PIPE_MTE2, PIPE_MTE1, ce);
      wait_flag (PIPE_V, PIPE_M, ce);
      for (int ks = 0; ks < K_STEPS; ks++, step++)
        {
          int kf = ks * TF;
          int kcnt = KT - kf < TF ? KT - kf : TF;
          int klen = K - kf * FRAC < TILE ? K - kf * FRAC : TILE;
          int p = step & 1;
          event_t pe = p ? EVENT_ID1 : EVENT_ID0;
          __ca__ half *l0a = (__ca__ half *) get_imm (p * L0_SLOT);
          __cb__ half *l0b = (__cb__ half *) get_imm (p * L0_SLOT);

          /* L1 -> L0A (a kcnt-fractal run of each fractal row: ZZ of the
             mcnt x kcnt sub-grid) and L0B (kcnt whole rows).  */
          wait_flag (PIPE_M, PIPE_MTE1, pe);
          for (int mi = 0; mi < mcnt; mi++)
            load_cbuf_to_ca (l0a + mi * kcnt * FRAC_F16, l1a, mi * KT + kf,
                             kcnt, 1, 0, 0);
          load_cbuf_to_cb (l0b, l1b, kf * ncnt, kcnt * ncnt, 1, 0, 0);
          set_flag (PIPE_MTE1, PIPE_M, pe);

          wait_flag (PIPE_MTE1, PIPE_M, pe);
          if (ks > 0)
            pipe_barrier (PIPE_M);
          mad (l0c, l0a, l0b, mlen, klen, nlen, ks == 0);
          set_flag (PIPE_M, PIPE_MTE1, pe);
        }
      set_flag (PIPE_MTE1, PIPE_MTE2, ce);

      /* L0C -> UB as fp16 (V pipe) -> GM.  */
      set_flag (PIPE_M, PIPE_V, ce);
      wait_flag (PIPE_M, PIPE_V, ce);
      wait_flag (PIPE_MTE3, PIPE_V, ce);
      copy_matrix_cc_to_ubuf (ub, l0c, 0, 1, mcnt * ncnt, 0, 0,
                              CRMODE_F32toF16_NONE);
      set_flag (PIPE_V, PIPE_M, ce);
      set_flag (PIPE_V, PIPE_MTE3, ce);
      wait_flag (PIPE_V, PIPE_MTE3, ce);
      copy_ubuf_to_gm (c + bi * C_IMG + ((size_t) nf * MT + mf) * FRAC_F16,
                       ub, 0, ncnt, mcnt * FRAC_BLOCKS_F16, 0,
                       (MT - mcnt) * FRAC_BLOCKS_F16);
      set_flag (PIPE_MTE3, PIPE_V, ce);
    }

  wait_flag (PIPE_MTE1, PIPE_MTE2, EVENT_ID0);
  wait_flag (PIPE_MTE1, PIPE_MTE2, EVENT_ID1);
  wait_flag (PIPE_M, PIPE_MTE1, EVENT_ID0);
  wait_flag (PIPE_M, PIPE_MTE1, EVENT_ID1);
  wait_flag (PIPE_V, PIPE_M, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_M, EVENT_ID1);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
}

/* Reference: C[b] = A[b] * B[b] in double from the fp16-rounded inputs,
   rounded to fp16 like the kernel's output.  */
static void
batch_matmul_ref (float *c, const float *a, const float *b)
{
  for (int bi = 0; bi < BATCH; bi++)
    for (int i = 0; i < M; i++)
      for (int j = 0; j < N; j++)
        {
          const float *ar = a + ((size_t) bi * M + i) * K;
          const float *bc = b + (size_t) bi * K * N + j;
          double s = 0.0;
          for (int p = 0; p < K; p++)
            s += (double) ar[p] * bc[(size_t) p * N];
          c[((size_t) bi * M + i) * N + j] = kh_round_f16 ((float) s);
        }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);

  size_t na = (size_t) BATCH * M * K, nb = (size_t) BATCH * K * N;
  size_t nc = (size_t) BATCH * M * N;
  float *a = kh_floats (na), *b = kh_floats (nb);
  float *got = kh_floats (nc), *want = kh_floats (nc);
  kh_fill_f32 (a, NULL, na, 101, -1.0f, 1.0f);
  kh_fill_f32 (b, NULL, nb, 202, -1.0f, 1.0f);
  for (size_t i = 0; i < na; i++)
    a[i] = kh_round_f16 (a[i]);
  for (size_t i = 0; i < nb; i++)
    b[i] = kh_round_f16 (b[i]);

  half *a_gm = kh_gm (BATCH * A_IMG, sizeof (half));
  half *b_gm = kh_gm (BATCH * B_IMG, sizeof (half));
  half *c_gm = kh_gm (BATCH * C_IMG, sizeof (half));
  for (int bi = 0; bi < BATCH; bi++)
    {
      asc_layout_zz_f16 ((uint16_t *) (a_gm + bi * A_IMG),
                         a + (size_t) bi * M * K, M, K);
      asc_layout_zn_f16 ((uint16_t *) (b_gm + bi * B_IMG),
                         b + (size_t) bi * K * N, K, N);
    }

  ASCSIM_LAUNCH (8, batch_matmul_kernel (a_gm, b_gm, c_gm));

  for (int bi = 0; bi < BATCH; bi++)
    asc_unlayout_nz_f16 (got + (size_t) bi * M * N,
                         (const uint16_t *) (c_gm + bi * C_IMG), M, N);
  batch_matmul_ref (want, a, b);
  printf ("batch_matmul %dx(%dx%dx%d): c[0][0][0] = %g (want %g), "
          "c[%d][%d][%d] = %g (want %g)\n", BATCH, M, N, K, got[0], want[0],
          BATCH - 1, M - 1, N - 1, got[nc - 1], want[nc - 1]);
  /* The kernel's float sum differs from the double reference by far less
     than an fp16 ulp, but the two can round to neighbouring fp16 values
     when the sum lies near a rounding boundary: one ulp, at most 2^-10
     of |c| (rtol 1e-3), and 2^-24 .. 2^-14 near zero (atol 1e-3).  */
  ascsim_compare_f32 ("batch_matmul C", got, want, nc, 1e-3, 1e-3);
  return ascsim_finish ();
}
