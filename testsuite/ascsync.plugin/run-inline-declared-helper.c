/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-inline-declared-helper.c, its "static inline"
   helper inlined by the plugin (gimple_inline.cc), runs clean and
   right with a tail tile of a partial repeat and without one.  */
#include <ascsim.h>
#include <math.h>

#include "inline-helper-kernel.h"

#define TILES 5

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *x = ascsim_gm_alloc (TILES * HT_TILE * sizeof (float));
  float *y = ascsim_gm_alloc (TILES * HT_TILE * sizeof (float));
  for (int i = 0; i < TILES * HT_TILE; i++)
    x[i] = (float) (i % 97) / 16.0f - 3.0f;
  static const int tails[] = { 2048, 1000, 8 };
  int bad = 0;
  for (unsigned c = 0; c < sizeof tails / sizeof tails[0]; c++)
    {
      for (int i = 0; i < TILES * HT_TILE; i++)
        y[i] = 0.0f;
      ASCSIM_LAUNCH (1, k (x, y, TILES, tails[c]));
      int len = (TILES - 1) * HT_TILE + tails[c];
      for (int i = 0; i < len; i++)
        {
          float want = 4.0f * x[i] / (1.0f + expf (-x[i]));
          bad += fabsf (y[i] - want) > 1e-4f * (1.0f + fabsf (want));
        }
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 4 x sigmoid (x)");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
