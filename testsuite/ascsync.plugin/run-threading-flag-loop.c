/* { dg-do run } */
/* { dg-options "-O3" } */
/* The kernel of dump-threading-flag-loop-reducible.c runs clean and
   right at -O3 with the plugin's sync: each output row is the sum of
   its bag's rows, added as the halving levels add them.  */
#include <ascsim.h>
#include <stdio.h>

#include "flag-loop-kernel.h"

#define NT 6

/* The rows bag B of tile T sums: its count clamped to 1 .. MAXR.  */
static int
rows_of (const int32_t *cnt, int t, int b)
{
  int n = cnt[t * 8 + b];
  return n < 1 ? 1 : n > MAXR ? MAXR : n;
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *x = ascsim_gm_alloc ((size_t) NT * NB * MAXR * DIM * sizeof (float));
  int32_t *cnt = ascsim_gm_alloc (NT * 8 * sizeof (int32_t));
  float *y = ascsim_gm_alloc ((size_t) NT * NB * DIM * sizeof (float));
  for (int i = 0; i < NT * NB * MAXR * DIM; i++)
    x[i] = (float) ((i * 7) % 13 - 6);
  for (int i = 0; i < NT * 8; i++)
    cnt[i] = (i * 5) % (MAXR + 2);
  ASCSIM_LAUNCH (1, k (x, cnt, y, NT * NB));
  int bad = 0;
  for (int t = 0; t < NT; t++)
    for (int b = 0; b < NB; b++)
      for (int c = 0; c < DIM; c++)
        {
          float s = 0;
          for (int r = 0; r < rows_of (cnt, t, b); r++)
            s += x[((t * NB + b) * MAXR + r) * DIM + c];
          bad += y[(t * NB + b) * DIM + c] != s;
        }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = the sum of each bag's rows");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
