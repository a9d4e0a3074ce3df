/* { dg-do run } */
/* { dg-options "-O2" } */
/* The conversion of dump-periodic-barrier-unknown-trips.c, run with 40
   columns: columns 16 and 32 overwrite blocks of columns 0 and 16, the
   barrier of iterations 16 and 32 orders them, and each output block
   holds the last column written to it.  */
#include <ascsim.h>
#include <stdio.h>

#include "dump-periodic-barrier-unknown-trips.c"

#define NCOL 40
#define OUT_BLOCKS (MAXCOL + 64 * REPS)

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *x = ascsim_gm_alloc (NCOL * REPS * 64 * sizeof (float));
  half *y = ascsim_gm_alloc (OUT_BLOCKS * 16 * sizeof (half));
  static float want[OUT_BLOCKS * 16];
  static int written[OUT_BLOCKS * 16];
  for (int i = 0; i < NCOL * REPS * 64; i++)
    x[i] = (float) (i % 509) / 4.0f;
  /* Column C, repeat R, element J: block C + 16 (J / 16) + 64 R, lane
     J % 16; later columns overwrite.  */
  for (int c = 0; c < NCOL; c++)
    for (int r = 0; r < REPS; r++)
      for (int j = 0; j < 64; j++)
        {
          int e = (c + 16 * (j / 16) + 64 * r) * 16 + j % 16;
          want[e] = x[c * REPS * 64 + r * 64 + j];
          written[e] = 1;
        }
  ASCSIM_LAUNCH (1, k (x, y, NCOL));
  int bad = 0;
  for (int e = 0; e < OUT_BLOCKS * 16; e++)
    bad += written[e] && (float) y[e] != want[e];
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "columns converted, the later one kept");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
