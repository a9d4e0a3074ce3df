/* { dg-do run } */
/* { dg-options "-O3" } */
/* The kernel of dump-split-paths-off-device.c run at -O3: y = 2 * x
   over 10 planes (a last tile of 2), no finding.  */
#include <ascsim.h>
#include <stdio.h>
#include "split-paths-tail.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  size_t n = (size_t) 10 * TILE;
  half *x = ascsim_gm_alloc (n * sizeof (half));
  half *y = ascsim_gm_alloc (n * sizeof (half));
  for (size_t i = 0; i < n; i++)
    x[i] = (half) (float) (i % 7);
  ASCSIM_LAUNCH (1, k (x, y, 10));
  int bad = 0;
  for (size_t i = 0; i < n; i++)
    bad += (float) y[i] != 2.0f * (float) (i % 7);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2 * x");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
