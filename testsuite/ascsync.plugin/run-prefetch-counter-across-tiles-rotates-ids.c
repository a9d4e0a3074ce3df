/* { dg-do run } */
/* { dg-options "-O2" } */
/* The chunk pipeline of dump-prefetch-counter-across-tiles-rotates-ids.c,
   run with 3 tiles of 3 chunks, of 2 and 2 tiles of 1 chunk: the ids
   rotating within each run of the k-chunk loop, primed and drained
   around it, leave no flag set twice, and each tile's sum is right.  */
#include <ascsim.h>
#include <stdio.h>

#include "dump-prefetch-counter-across-tiles-rotates-ids.c"

static int
run (int ntiles, int nk)
{
  half *x = ascsim_gm_alloc ((size_t) ntiles * nk * CHUNK * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) ntiles * CHUNK * sizeof (half));
  for (int i = 0; i < ntiles * nk * CHUNK; i++)
    x[i] = (half) (float) ((i * 7 + i / CHUNK) % 5);
  ASCSIM_LAUNCH (1, k (x, y, ntiles, nk));
  int bad = 0;
  for (int t = 0; t < ntiles; t++)
    for (int j = 0; j < CHUNK; j++)
      {
        float want = 0.0f;
        for (int c = 0; c < nk; c++)
          want += (float) x[(t * nk + c) * CHUNK + j];
        bad += (float) y[t * CHUNK + j] != want;
      }
  return bad;
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int bad = run (3, 3) + run (3, 2) + run (2, 1);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "tile sums");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
