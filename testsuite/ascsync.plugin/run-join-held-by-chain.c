/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-join-held-by-chain.c runs clean and right with the
   plugin's sync: each output row is the sum of its tile's eight rows,
   added as the tree adds them.  */
#include <ascsim.h>
#include <stdio.h>

#include "bag-tree-kernel.h"

#define NT 6

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * 8 * DIM * sizeof (half));
  half *y = ascsim_gm_alloc (NT * DIM * sizeof (half));
  for (int i = 0; i < NT * 8 * DIM; i++)
    x[i] = (half) (float) ((i * 7) % 13 - 6);
  ASCSIM_LAUNCH (1, k (x, y, NT));
  int bad = 0;
  for (int t = 0; t < NT; t++)
    for (int c = 0; c < DIM; c++)
      {
        float r[8];
        for (int j = 0; j < 8; j++)
          r[j] = (float) x[(t * 8 + j) * DIM + c];
        for (int j = 0; j < 4; j++)
          r[j] += r[j + 4];
        for (int j = 0; j < 2; j++)
          r[j] += r[j + 2];
        bad += (float) y[t * DIM + c] != r[0] + r[1];
      }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = the tree's sum of each tile's rows");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
