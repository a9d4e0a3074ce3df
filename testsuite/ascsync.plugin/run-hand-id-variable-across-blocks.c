/* { dg-do run } */
/* { dg-options "-O2" } */
/* mode=keep: dump-hand-id-variable-across-blocks.c's kernel, its
   hand-written pairs taking a counter's parity as their id, trusted by
   the plugin, runs clean and right whether the counter steps every
   iteration, every third, or never.  */
#include <ascsim.h>
#include <stdio.h>

#include "dump-hand-id-variable-across-blocks.c"

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
  int periods[] = { 1, 3, 1000 };
  for (int p = 0; p < 3; p++)
    {
      ASCSIM_LAUNCH (1, k (x, y, TILES, periods[p]));
      for (int i = 0; i < TILES * 2048; i++)
        bad += (float) y[i] != (float) (i % 300) + 1.0f;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
