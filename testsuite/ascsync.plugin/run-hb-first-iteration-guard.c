/* { dg-do run } */
/* { dg-options "-O2 -fno-thread-jumps" } */
/* The kernel of dump-hb-first-iteration-guard.c with data: a tile of x
   copied into the accumulator, then added 7 times, ordered by the
   hand-written sync alone (the plugin adds nothing).  The checker
   judges it; y is 8 x.  */
#include <ascsim.h>
#include "dump-hb-first-iteration-guard.c"

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
  for (int i = 0; i < 256; i++)
    if ((float) y[i] != (float) (8 * (i % 8)))
      ok = 0;
  ascsim_expect (ok, "y is the kernel's result");
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
