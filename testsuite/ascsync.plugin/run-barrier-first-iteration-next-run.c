/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Twin of run-barrier-after-first-iteration.c with one C summed over
   all tiles, read out once: the first mad of a tile accumulates onto
   the last of the previous tile, and nothing but the barrier orders the
   two (from one run of the k-step loop to the next), so the pipe_barrier
   (M) runs in every iteration.  The simulator checks C and that nothing
   races.  (With the barrier left out in first iterations anyway, the
   simulator reports "race-intra-pipe: PIPE_M writes L0C bytes [0x0,
   0x400) and the later mad.f32 (M) ... reads them".)  */
#include <ascsim.h>
#include <stdio.h>
#include "ascsync/cube_layout.h"

#define TILES 3
#define KS 4                    /* k-steps of one 16 x 16 fractal */
#define FR 256                  /* halves of a fractal */
#define ACROSS 1                /* one C summed over all tiles */

__global__ __aicore__ void
k (__gm__ half *a, __gm__ half *b, __gm__ float *c)
{
  for (int t = 0; t < TILES; t++)
    {
      int s = ACROSS ? 0 : t & 1;
      __cbuf__ half *l1a = (__cbuf__ half *) get_imm (s * 0x4000);
      __cbuf__ half *l1b = (__cbuf__ half *) get_imm (s * 0x4000 + 0x2000);
      __cc__ float *l0c = (__cc__ float *) get_imm (s * 0x1000);
      __ubuf__ float *ub = (__ubuf__ float *) get_imm (s * 0x1000);
      copy_gm_to_cbuf (l1a, a + t * KS * FR, 0, 1, KS * 16, 0, 0, PAD_NONE);
      copy_gm_to_cbuf (l1b, b + t * KS * FR, 0, 1, KS * 16, 0, 0, PAD_NONE);
      for (int ks = 0; ks < KS; ks++)
        {
          __ca__ half *l0a = (__ca__ half *) get_imm ((ks & 1) * 0x1000);
          __cb__ half *l0b = (__cb__ half *) get_imm ((ks & 1) * 0x1000);
          load_cbuf_to_ca (l0a, l1a, ks, 1, 1, 0, 0);
          load_cbuf_to_cb (l0b, l1b, ks, 1, 1, 0, 0);
          mad (l0c, l0a, l0b, 16, 16, 16, ks == 0 && (!ACROSS || t == 0));
        }
      if (!ACROSS || t == TILES - 1)
        {
          copy_matrix_cc_to_ubuf (ub, l0c, 0, 1, 1, 0, 0, CRMODE_NONE);
          copy_ubuf_to_gm (c + (ACROSS ? 0 : t * FR), ub, 0, 1, 32, 0, 0);
        }
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  static float af[TILES][16 * 16 * KS], bf[TILES][16 * KS * 16];
  half *a = ascsim_gm_alloc (TILES * KS * FR * sizeof (half));
  half *b = ascsim_gm_alloc (TILES * KS * FR * sizeof (half));
  float *c = ascsim_gm_alloc (TILES * FR * sizeof (float));
  for (int t = 0; t < TILES; t++)
    {
      for (int i = 0; i < 16 * 16 * KS; i++)
        {
          af[t][i] = (float) ((i + t) % 4);
          bf[t][i] = (float) ((3 * i + t) % 3);
        }
      asc_layout_zz_f16 ((uint16_t *) a + t * KS * FR, af[t], 16, 16 * KS);
      asc_layout_zn_f16 ((uint16_t *) b + t * KS * FR, bf[t], 16 * KS, 16);
    }
  ASCSIM_LAUNCH (1, k (a, b, c));
  int bad = 0;
  float want[TILES][256];
  for (int t = 0; t < TILES; t++)
    for (int i = 0; i < 16; i++)
      for (int j = 0; j < 16; j++)
        {
          float sum = ACROSS && t > 0 ? want[t - 1][i * 16 + j] : 0.0f;
          for (int q = 0; q < 16 * KS; q++)
            sum += af[t][i * 16 * KS + q] * bf[t][q * 16 + j];
          want[t][i * 16 + j] = sum;
        }
  for (int t = 0; t < (ACROSS ? 1 : TILES); t++)
    {
      float got[256];
      asc_unlayout_nz_f32 (got, c + t * FR, 16, 16);
      for (int i = 0; i < 256; i++)
        bad += got[i] != want[ACROSS ? TILES - 1 : t][i];
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "C = A B");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "before op\\d+: pipe_barrier \\(M\\) \\\[dep" } } */
/* { dg-final { scan-ascsync-dump-not "after the first iteration" } } */
