/* matmul.c -- MatMul C[M,N] = A[M,K] * B[K,N] on the 910A cube unit.

   Operator: fp16 A and B, fp32 accumulation in L0C, fp32 output.
   Shape: M = 1000, N = 720, K = 1000 (none a multiple of the 128 tile:
   tails in all three dimensions).

   GM images (laid out by the host with include/ascsync/cube_layout.h):
     a: A in ZZ order, MT x KT fractals of 16 x 16 fp16 (MT = 63, KT = 63),
        fractal (mi, ki) at number mi * KT + ki;
     b: B in ZN order, KT x NT fractals (NT = 45), fractal (ki, ni) at
        number ki * NT + ni, each fractal the 16 x 16 block transposed;
     c: C in NZ order, NT x MT fractals of 16 x 16 fp32, fractal (ni, mi)
        at number ni * MT + mi; the host un-lays it.
   The padding of the images to whole fractals is zero, so the tail
   fractals compute exactly.

   Tiling: output tiles of TM x TN = 128 x 128 (8 x 8 fractals); the last
   tile row holds 7 fractals (rows 896..999, 104 valid), the last tile
   column 5 (columns 640..719).  8 x 6 = 48 tiles, split round-robin over
   the 8 blocks (tile t = block_idx + i * block_num: 6 tiles per block).
   Each tile is a K loop of 128-wide steps (8 fractals; the last step 7
   fractals, k = 104).  One k-step moves an A tile (mcnt x kcnt
   fractals, ZZ) and a B tile (kcnt x ncnt fractals, ZN) GM -> L1 with
   one strided DMA each (one burst per fractal row), L1 -> L0A/L0B with
   one load2d each (all fractals, srcStride 1), then one mad accumulates
   into L0C (init on the first k-step).  After the K loop the tile goes
   L0C -> UB (copy_matrix_cc_to_ubuf, V pipe on 910A, fp32 unchanged)
   -> GM (copy_ubuf_to_gm, one burst per fractal column, the gap
   skipping the other tile rows of the NZ image).

   Buffers (byte offsets; get_imm):
     L1:  A ping 0x00000, A pong 0x08000, B ping 0x10000, B pong 0x18000
          (32 KiB each: 64 fractals);
     L0A: ping 0x0000, pong 0x8000 (32 KiB each: the whole 64 KiB);
     L0B: ping 0x0000, pong 0x8000;
     L0C: ping 0x00000, pong 0x10000 (64 KiB each: 128 x 128 fp32);
     UB:  ping 0x00000, pong 0x10000 (64 KiB each).
   Double buffering: the L1 and L0A/L0B slots alternate with a k-step
   counter S that runs on across tiles (slot p = S & 1, EVENT_ID0/1), so
   the DMA of step S + 1 and the load2d of step S + 1 overlap the mad of
   step S; L0C and UB alternate per tile (slot c = tile & 1,
   EVENT_ID0/1), so the readout and store of tile i overlap the K loop
   of tile i + 1.

   Sync (each pair uses EVENT_ID0/1 only):
     set MTE1->MTE2 x2 before the loops: both L1 slots start free (prime);
     wait MTE1->MTE2 [p] before copy_gm_to_cbuf: WAR, L1 slot p is no
       longer read by the load2d of step S - 2;
     set/wait MTE2->MTE1 [p]: RAW, the L1 slot is filled before load2d;
     set M->MTE1 x2 before the loops: both L0A/L0B slots start free;
     wait M->MTE1 [p] before load2d: WAR, the mad of step S - 2 has
       finished reading L0A/L0B slot p;
     set MTE1->MTE2 [p] after load2d: L1 slot p may be refilled;
     set/wait MTE1->M [p]: RAW, L0A/L0B slot p is filled before mad;
     set M->MTE1 [p] after mad: L0A/L0B slot p may be reloaded;
     set V->M x2 before the loops: both L0C slots start free;
     wait V->M [c] before the first mad of a tile: WAR, the readout of
       tile i - 2 has finished reading L0C slot c (init overwrites it);
     set/wait M->V [c] after the K loop: RAW, the mads into L0C slot c
       are complete before copy_matrix_cc_to_ubuf;
     set MTE3->V x2 before the loops: both UB slots start free;
     wait MTE3->V [c] before copy_matrix_cc_to_ubuf: WAR, the store of
       tile i - 2 has finished reading UB slot c;
     set V->M [c] after the readout: L0C slot c may be overwritten;
     set/wait V->MTE3 [c]: RAW, UB slot c is written before the store;
     set MTE3->V [c] after the store: UB slot c may be overwritten;
     after the loops one wait per primed flag (x2 each for MTE1->MTE2,
       M->MTE1, V->M, MTE3->V) drains them, so no flag is left set.
     pipe_barrier (PIPE_M) before every accumulating mad (k-step > 0):
       RAW/WAW on the L0C tile the previous mad wrote (the M pipe may
       complete out of order).
   No other pipe_barrier is needed: every other same-pipe reuse of a
   buffer is ordered through a flag chain via another pipe.  */

#include <stdio.h>
#include "kernel_host.h"
#include "ascsync/cube_layout.h"

#define M 1000
#define N 720
#define K 1000

#define FRAC 16                         /* fractal edge (elements) */
#define MT ((M + FRAC - 1) / FRAC)      /* fractal rows of A and C */
#define NT ((N + FRAC - 1) / FRAC)      /* fractal columns of B and C */
#define KT ((K + FRAC - 1) / FRAC)      /* fractals along K */

#define TILE 128                        /* tile edge (elements) */
#define TF (TILE / FRAC)                /* tile edge (fractals): 8 */
#define M_TILES ((MT + TF - 1) / TF)
#define N_TILES ((NT + TF - 1) / TF)
#define K_STEPS ((KT + TF - 1) / TF)

#define FRAC_F16 256                    /* elements of one fractal */
#define FRAC_BLOCKS_F16 16              /* 32-byte blocks: fp16 fractal */
#define FRAC_BLOCKS_F32 32              /* 32-byte blocks: fp32 fractal */

#define L1_A 0x00000
#define L1_B 0x10000
#define L1_SLOT 0x08000
#define L0_SLOT 0x8000
#define L0C_SLOT 0x10000
#define UB_SLOT 0x10000

/* C = A * B on the fractal images A, B, C described above (8 blocks).  */
__global__ __aicore__ void
matmul_kernel (__gm__ half *a, __gm__ half *b, __gm__ float *c)
{
  int n_tiles = M_TILES * N_TILES;
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

  for (int t = (int) block_idx; t < n_tiles; t += (int) block_num, i++)
    {
      int mf = t / N_TILES * TF;        /* first fractal row of the tile */
      int nf = t % N_TILES * TF;        /* first fractal column */
      int mcnt = MT - mf < TF ? MT - mf : TF;
      int ncnt = NT - nf < TF ? NT - nf : TF;
      int mlen = M - mf * FRAC < TILE ? M - mf * FRAC : TILE;
      int nlen = N - nf * FRAC < TILE ? N - nf * FRAC : TILE;
      event_t ce = (i & 1) ? EVENT_ID1 : EVENT_ID0;
      __cc__ float *l0c = (__cc__ float *) get_imm ((i & 1) * L0C_SLOT);
      __ubuf__ float *ub = (__ubuf__ float *) get_imm ((i & 1) * UB_SLOT);

      wait_flag (PIPE_V, PIPE_M, ce);
      for (int ks = 0; ks < K_STEPS; ks++, step++)
        {
          int kf = ks * TF;
          int kcnt = KT - kf < TF ? KT - kf : TF;
          int klen = K - kf * FRAC < TILE ? K - kf * FRAC : TILE;
          int p = step & 1;
          event_t pe = p ? EVENT_ID1 : EVENT_ID0;
          __cbuf__ half *l1a = (__cbuf__ half *) get_imm (L1_A + p * L1_SLOT);
          __cbuf__ half *l1b = (__cbuf__ half *) get_imm (L1_B + p * L1_SLOT);
          __ca__ half *l0a = (__ca__ half *) get_imm (p * L0_SLOT);
          __cb__ half *l0b = (__cb__ half *) get_imm (p * L0_SLOT);

          /* GM -> L1: A rows mf.., K fractals kf..; B K rows kf..,
             columns nf...  */
          wait_flag (PIPE_MTE1, PIPE_MTE2, pe);
          copy_gm_to_cbuf (l1a, a + ((size_t) mf * KT + kf) * FRAC_F16, 0,
                           mcnt, kcnt * FRAC_BLOCKS_F16,
                           (KT - kcnt) * FRAC_BLOCKS_F16, 0, PAD_NONE);
          copy_gm_to_cbuf (l1b, b + ((size_t) kf * NT + nf) * FRAC_F16, 0,
                           kcnt, ncnt * FRAC_BLOCKS_F16,
                           (NT - ncnt) * FRAC_BLOCKS_F16, 0, PAD_NONE);
          set_flag (PIPE_MTE2, PIPE_MTE1, pe);

          /* L1 -> L0A/L0B: the tiles are already ZZ / ZN.  */
          wait_flag (PIPE_MTE2, PIPE_MTE1, pe);
          wait_flag (PIPE_M, PIPE_MTE1, pe);
          load_cbuf_to_ca (l0a, l1a, 0, mcnt * kcnt, 1, 0, 0);
          load_cbuf_to_cb (l0b, l1b, 0, kcnt * ncnt, 1, 0, 0);
          set_flag (PIPE_MTE1, PIPE_MTE2, pe);
          set_flag (PIPE_MTE1, PIPE_M, pe);

          /* Cube: L0C (+)= L0A * L0B.  */
          wait_flag (PIPE_MTE1, PIPE_M, pe);
          if (ks > 0)
            pipe_barrier (PIPE_M);
          mad (l0c, l0a, l0b, mlen, klen, nlen, ks == 0);
          set_flag (PIPE_M, PIPE_MTE1, pe);
        }

      /* L0C -> UB (V pipe on 910A) -> GM.  */
      set_flag (PIPE_M, PIPE_V, ce);
      wait_flag (PIPE_M, PIPE_V, ce);
      wait_flag (PIPE_MTE3, PIPE_V, ce);
      copy_matrix_cc_to_ubuf (ub, l0c, 0, 1, mcnt * ncnt, 0, 0, CRMODE_NONE);
      set_flag (PIPE_V, PIPE_M, ce);
      set_flag (PIPE_V, PIPE_MTE3, ce);
      wait_flag (PIPE_V, PIPE_MTE3, ce);
      copy_ubuf_to_gm (c + ((size_t) nf * MT + mf) * FRAC_F16, ub, 0, ncnt,
                       mcnt * FRAC_BLOCKS_F32, 0,
                       (MT - mcnt) * FRAC_BLOCKS_F32);
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

/* Reference: C = A * B in double from the fp16-rounded inputs.  */
static void
matmul_ref (float *c, const float *a, const float *b)
{
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      {
        double s = 0.0;
        for (int p = 0; p < K; p++)
          s += (double) a[(size_t) i * K + p] * b[(size_t) p * N + j];
        c[(size_t) i * N + j] = (float) s;
      }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);

  float *a = kh_floats ((size_t) M * K), *b = kh_floats ((size_t) K * N);
  float *got = kh_floats ((size_t) M * N), *want = kh_floats ((size_t) M * N);
  kh_fill_f32 (a, NULL, (size_t) M * K, 11, -1.0f, 1.0f);
  kh_fill_f32 (b, NULL, (size_t) K * N, 23, -1.0f, 1.0f);
  for (size_t i = 0; i < (size_t) M * K; i++)
    a[i] = kh_round_f16 (a[i]);
  for (size_t i = 0; i < (size_t) K * N; i++)
    b[i] = kh_round_f16 (b[i]);

  half *a_gm = kh_gm (asc_zz_bytes_f16 (M, K), 1);
  half *b_gm = kh_gm (asc_zn_bytes_f16 (K, N), 1);
  float *c_gm = kh_gm (asc_nz_bytes (M, N, 4), 1);
  asc_layout_zz_f16 ((uint16_t *) a_gm, a, M, K);
  asc_layout_zn_f16 ((uint16_t *) b_gm, b, K, N);

  ASCSIM_LAUNCH (8, matmul_kernel (a_gm, b_gm, c_gm));

  asc_unlayout_nz_f32 (got, c_gm, M, N);
  matmul_ref (want, a, b);
  printf ("matmul %dx%dx%d: c[0][0] = %g (want %g), c[%d][%d] = %g "
          "(want %g)\n", M, N, K, got[0], want[0], M - 1, N - 1,
          got[(size_t) M * N - 1], want[(size_t) M * N - 1]);
  /* The products of fp16 values are exact in float; the kernel sums 1000
     of them (|sum| ~ 10, partial sums up to ~30) in float in another
     order than the double reference: a few float ulps of ~30 per step,
     well under 2e-3 absolute.  */
  ascsim_compare_f32 ("matmul C", got, want, (size_t) M * N, 2e-3, 1e-4);
  return ascsim_finish ();
}
