/* { dg-do run } */
/* { dg-options "-O0" } */
/* hand-conditional-last-set.h in keep mode, the plugin adding no pair
   (dump-hand-conditional-last-set-ordered.c): the checker finds no race
   and y = x + bias for segments of 1 to 20 rows.  */
#include <ascsim.h>
#include <stdio.h>

#include "hand-conditional-last-set.h"

#define NQ 6

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  static const int32_t cuts[NQ + 1] = { 0, 3, 11, 12, 32, 32, 45 };
  int rows = cuts[NQ] + TR;
  half *bias = ascsim_gm_alloc (NQ * D * sizeof (half));
  half *x = ascsim_gm_alloc ((size_t) rows * D * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) rows * D * sizeof (half));
  int32_t *cu = ascsim_gm_alloc (8 * sizeof (int32_t));
  for (int q = 0; q <= NQ; q++)
    cu[q] = cuts[q];
  for (int i = 0; i < NQ * D; i++)
    bias[i] = (half) (float) (i / D + 1);
  for (int i = 0; i < rows * D; i++)
    x[i] = (half) (float) (i % 32);
  ASCSIM_LAUNCH (1, k (bias, x, y, cu, NQ));
  int bad = 0;
  for (int q = 0; q < NQ; q++)
    for (int r = cuts[q]; r < cuts[q + 1]; r++)
      for (int c = 0; c < D; c++)
        bad += (float) y[r * D + c] != (float) ((r * D + c) % 32 + q + 1);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y is x + bias");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
