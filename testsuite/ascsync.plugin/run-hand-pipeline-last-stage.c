/* { dg-do run } */
/* { dg-options "-O2" } */
/* mode=keep: the pipelined loop of hand-pipeline-last-stage.h, its
   hand-written sync trusted through the last iteration that skips the
   load (dump-hand-pipeline-last-stage.c), runs clean and right for one
   tile, two, and five.  */
#include <ascsim.h>
#include <stdio.h>

#include "hand-pipeline-last-stage.h"

#define TILES 5

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * 2048 * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * 2048 * sizeof (half));
  for (int i = 0; i < TILES * 2048; i++)
    x[i] = (half) (float) (i % 300);
  int bad = 0;
  int ns[] = { 1, 2, TILES };
  for (int t = 0; t < 3; t++)
    {
      ASCSIM_LAUNCH (1, k (x, y, ns[t]));
      for (int i = 0; i < ns[t] * 2048; i++)
        bad += (float) y[i] != (float) (i % 300) + 1.0f;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
