/* { dg-do run } */
/* { dg-options "-O2 -w" } */
/* The kernel of dump-provenance-merge-of-buffers.c, run: segment G is
   empty when offsets G and G + 1 are equal (its row comes from ZERO),
   else its row is row OFFS[G] of W (all ones); the stores run clean
   and the last load into IN does not wait for them.  */
#include <ascsim.h>
#include <stdio.h>

#include "dump-provenance-merge-of-buffers.c"

#define NSEG 40

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int32_t *x = ascsim_gm_alloc (72 * sizeof (int32_t));
  float *y = ascsim_gm_alloc (NSEG * 64 * sizeof (float));
  float *z = ascsim_gm_alloc (64 * sizeof (float));
  int v = 0;
  for (int i = 0; i < 72; i++)
    {
      x[i] = v;
      v += i % 3 == 0 ? 0 : 1;         /* every third segment empty */
    }
  for (int i = 0; i < 64; i++)
    z[i] = 2.0f;
  ASCSIM_LAUNCH (1, k (x, y, z, NSEG));
  int bad = 0;
  for (int g = 0; g < NSEG; g++)
    for (int j = 0; j < 64; j++)
      bad += y[g * 64 + j] != (x[g] == x[g + 1] ? 0.0f : 1.0f);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "rows of zero or W");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
