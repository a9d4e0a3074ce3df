/* { dg-do run } */
/* { dg-options "-O2 -fno-thread-jumps" } */
/* The kernel of dump-hb-entry-first-tile.c with data: the first tile's
   load before the loop and the prefetch of iteration 1 into its slot,
   ordered by the hand-written sync alone (the plugin adds nothing).
   The checker judges it; y is 2 x.  */
#include <ascsim.h>
#include "dump-hb-entry-first-tile.c"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (4096 * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (4096 * sizeof (half));
  for (int i = 0; i < 4096; i++)
    {
      x[i] = (half) (float) (i % 8);
      y[i] = (half) 0.0f;
    }
  ASCSIM_LAUNCH (1, k (x, y, 8));
  int ok = 1;
  for (int i = 0; i < 2048; i++)
    if ((float) y[i] != (float) (2 * (i % 8)))
      ok = 0;
  ascsim_expect (ok, "y is the kernel's result");
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
