/* { dg-do run } */
/* { dg-options "-O2" } */
/* A window moved down from a buffer by an offset that wraps in
   sizetype for some values ("F * 1024 - 128" bytes, F 0 or 1): its
   bytes start 128 below the buffer, so the read of the buffer below
   waits for it (layout-window-below-wrapped-offset.h).  Raced before:
   the offset had no value and the buffer's start cut the access.  */
#include <ascsim.h>
#include <stdio.h>

#include "layout-window-below-wrapped-offset.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (4096 * sizeof (half));
  half *y = ascsim_gm_alloc (1024 * sizeof (half));
  for (int i = 0; i < 4096; i++)
    x[i] = (half) (float) (i % 100);
  int bad = 0;
  for (int flag = 0; flag < 2; flag++)
    {
      ASCSIM_LAUNCH (1, k (x, y, flag));
      for (int i = 0; i < 1024; i++)
        {
          int want = flag || i < 960 ? i % 100 : (2048 + i - 960) % 100;
          bad += (float) y[i] != (float) want;
        }
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y is A with the window's bytes");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
