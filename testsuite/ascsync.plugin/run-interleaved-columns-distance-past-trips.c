/* { dg-do run } */
/* { dg-options "-O2" } */
/* The conversion of dump-interleaved-columns-distance-past-trips.c,
   run: the sixteen vconv without a pipe_barrier between them run clean,
   and element J of column K of repeat R lands in block K + 16 * (J / 16)
   + 64 * R of the output, lane J % 16.  */
#include <ascsim.h>
#include <stdio.h>

#include "dump-interleaved-columns-distance-past-trips.c"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *x = ascsim_gm_alloc (16 * REPS * 64 * sizeof (float));
  half *y = ascsim_gm_alloc (64 * REPS * 16 * sizeof (half));
  for (int i = 0; i < 16 * REPS * 64; i++)
    x[i] = (float) (i % 509) / 4.0f;
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int c = 0; c < 16; c++)
    for (int r = 0; r < REPS; r++)
      for (int j = 0; j < 64; j++)
        bad += (float) y[(c + 16 * (j / 16) + 64 * r) * 16 + j % 16]
               != x[c * REPS * 64 + r * 64 + j];
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "columns converted");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
