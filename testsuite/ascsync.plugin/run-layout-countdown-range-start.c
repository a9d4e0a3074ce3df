/* { dg-do run } */
/* { dg-options "-O2" } */
/* The rows of layout-countdown-range-start.h: the pointer's values
   reach below its buffer, and the layout bound must not cut the access
   at that lower buffer's end (it did: the vadds were taken to touch
   only the buffer below and were not ordered after the load).  */
#include <ascsim.h>
#include <stdio.h>

#include "layout-countdown-range-start.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (512 * sizeof (half));
  half *y = ascsim_gm_alloc (2 * 512 * sizeof (half));
  int32_t *dn = ascsim_gm_alloc (8 * sizeof (int32_t));
  for (int i = 0; i < 512; i++)
    x[i] = (half) (float) (i % 8);
  for (int i = 0; i < 8; i++)
    dn[i] = 64;
  ASCSIM_LAUNCH (2, k (x, y, dn));
  /* Block b adds 1 to halves [48 + r * 128, 48 + r * 128 + 128) for r
     < 2 + b.  */
  int bad = 0;
  for (int b = 0; b < 2; b++)
    for (int i = 0; i < 512; i++)
      {
        int in = i >= 48 && i < 48 + (2 + b) * 128;
        bad += (float) y[b * 512 + i] != (float) (i % 8 + in);
      }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y is x plus 1 on the rows");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
