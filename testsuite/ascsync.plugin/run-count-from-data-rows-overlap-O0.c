/* { dg-do run } */
/* { dg-options "-O0" } */
/* A row's repeat count read from data, bounded only by its type, may
   reach into the next rows (count-from-data-rows.h): each row's write
   waits for the previous one's.  Raced before: a count bounded only by
   its type was taken to cover at most one step of its pointer per
   iteration (one row).  */
#include <ascsim.h>
#include <stdio.h>

#include "count-from-data-rows.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (16 * COLS * sizeof (half));
  half *y = ascsim_gm_alloc (9 * COLS * sizeof (half));
  int32_t *len = ascsim_gm_alloc (8 * sizeof (int32_t));
  for (int i = 0; i < 16 * COLS; i++)
    x[i] = (half) (float) (i % 64);
  for (int r = 0; r < 8; r++)
    len[r] = 2 * COLS;
  ASCSIM_LAUNCH (1, k (x, len, y));
  /* Row r writes rows r and r + 1 from x's rows r and r + 1: each
     byte gets the same value from both writes, so the checker, not the
     output, sees the race.  */
  int bad = 0;
  for (int i = 0; i < 9 * COLS; i++)
    bad += (float) y[i] != (float) (2 * (i % 64));
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y is 2 x");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
