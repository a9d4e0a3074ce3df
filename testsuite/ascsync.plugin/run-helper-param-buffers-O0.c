/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of dump-helper-param-buffers-O0.c run: the helpers' work,
   bounded by the buffers their calls pass, is ordered where it meets;
   z = x + 2 * y, no finding.  */
#include <ascsim.h>
#include <stdio.h>
#include "helper-param-buffers.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  size_t n = (size_t) NT * TILE;
  half *x = ascsim_gm_alloc (n * sizeof (half));
  half *y = ascsim_gm_alloc (n * sizeof (half));
  half *z = ascsim_gm_alloc (n * sizeof (half));
  for (size_t i = 0; i < n; i++)
    {
      x[i] = (half) (float) (i % 13);
      y[i] = (half) (float) (i % 7);
    }
  ASCSIM_LAUNCH (1, k (x, y, z));
  int bad = 0;
  for (size_t i = 0; i < n; i++)
    bad += (float) z[i] != (float) (i % 13) + 2.0f * (float) (i % 7);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "z = x + 2 * y");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
