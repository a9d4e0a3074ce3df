/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-end-form-padded-rows.c runs clean and right with
   the plugin's sync, its loads into the three slots overlapping the
   vector work on the others: each output row is its input row plus 1.  */
#include <ascsim.h>
#include <stdio.h>

#include "padded-rows-kernel.h"

#define NSEQ 2

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) NSEQ * L * C * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) NSEQ * L * C * sizeof (half));
  for (int i = 0; i < NSEQ * L * C; i++)
    x[i] = (half) (float) (i % 11);
  ASCSIM_LAUNCH (1, k (x, y, NSEQ, 0));
  int bad = 0;
  for (int i = 0; i < NSEQ * L * C; i++)
    bad += (float) y[i] != (float) (i % 11) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
