/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-chain-through-inner-loop-pairs.c (the bias
   broadcast into its slot ordered before the next one into that slot
   by the k-step loop's pairs, the M -> V and the V -> MTE2 pairs, with
   no pipe_barrier (MTE2)) over five tiles, so that each bias slot is
   rewritten twice: the checker finds no race and C = A B + bias for
   every tile.  */
#include "chain-inner-loop-pairs.h"
#include <stdio.h>
#include "ascsync/cube_layout.h"

#define TILES 5

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  static float af[TILES][16 * 16 * KS], bf[TILES][16 * KS * 16];
  static float biasf[TILES * 16];
  half *a = ascsim_gm_alloc (TILES * KS * FR * sizeof (half));
  half *b = ascsim_gm_alloc (TILES * KS * FR * sizeof (half));
  float *bias = ascsim_gm_alloc (TILES * 16 * sizeof (float));
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
      for (int j = 0; j < 16; j++)
        bias[t * 16 + j] = biasf[t * 16 + j] = (float) (100 * (t + 1) + j);
    }
  ASCSIM_LAUNCH (1, k (a, b, bias, c, TILES));
  int bad = 0;
  for (int t = 0; t < TILES; t++)
    {
      float got[FR];
      asc_unlayout_nz_f32 (got, c + t * FR, 16, 16);
      for (int i = 0; i < 16; i++)
        for (int j = 0; j < 16; j++)
          {
            float sum = biasf[t * 16 + j];
            for (int q = 0; q < 16 * KS; q++)
              sum += af[t][i * 16 * KS + q] * bf[t][q * 16 + j];
            bad += got[i * 16 + j] != sum;
          }
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "C = A B + bias");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
