/* { dg-do run } */
/* { dg-options "-O0" } */
/* The double buffer of dump-helper-slot-xor-argument.c, run: tile g + 1
   loaded into slot (g & 1) ^ 1 by the helper while tile g is read from
   slot g & 1; clean, and y = x + 1.  */
#include <ascsim.h>
#include <stdio.h>

#include "dump-helper-slot-xor-argument.c"

#define TILES 5

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * (SLOT / 2) * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * (SLOT / 2) * sizeof (half));
  for (int i = 0; i < TILES * (SLOT / 2); i++)
    x[i] = (half) (float) (i % 11);
  ASCSIM_LAUNCH (1, k (x, y, TILES));
  int bad = 0;
  for (int i = 0; i < TILES * (SLOT / 2); i++)
    bad += (float) y[i] != (float) (i % 11) + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
