/* { dg-do run } */
/* { dg-options "-O2" } */
/* mode=keep: the quadruple-buffered loop of
   dump-hand-prologue-loop-ids-kept.c, whose prologue loop's
   hand-written sets are trusted (the plugin adds no pair), runs clean
   and right for tile counts below, at and above the prefetch depth.  */
#include <ascsim.h>

#include "dump-hand-prologue-loop-ids-kept.c"

#define MAXT 9

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (MAXT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (MAXT * TILE * sizeof (half));
  for (int i = 0; i < MAXT * TILE; i++)
    x[i] = (half) (float) (i % 500);
  static const int64_t counts[] = { 1, 2, 3, 4, 5, 9 };
  int bad = 0;
  for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
    {
      for (int i = 0; i < MAXT * TILE; i++)
        y[i] = (half) -1.0f;
      ASCSIM_LAUNCH (1, k (x, y, counts[c]));
      for (int i = 0; i < MAXT * TILE; i++)
        bad += (float) y[i] != (i < counts[c] * TILE
                                ? (float) (i % 500) + 1.0f : -1.0f);
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1 over the tiles, untouched past them");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
