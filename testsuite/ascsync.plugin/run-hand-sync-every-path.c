/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-hand-sync-every-path.c in keep mode, where the
   plugin adds nothing: it runs clean, and each step reads its repeat's
   maximum plus one and that maximum's position.  */
#include <ascsim.h>
#include <stdio.h>
#include <string.h>

#include "dump-hand-sync-every-path.c"

#define TILES 3

/* The bits of X as a half.  */
static uint16_t
half_bits (float x)
{
  half h = (half) x;
  uint16_t u;
  memcpy (&u, &h, sizeof u);
  return u;
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * 1024 * sizeof (half));
  uint16_t *y = ascsim_gm_alloc (TILES * 8 * sizeof (uint16_t));
  for (int i = 0; i < TILES * 1024; i++)
    x[i] = (half) (float) ((i * 37 + 11) % 1000);
  ASCSIM_LAUNCH (1, k (x, y, TILES));
  int bad = 0;
  for (int t = 0; t < TILES; t++)
    for (int s = 0; s < 4; s++)
      {
        int jb = 0;
        for (int j = 1; j < 128; j++)
          if ((float) x[t * 1024 + s * 128 + j]
              > (float) x[t * 1024 + s * 128 + jb])
            jb = j;
        float m = (float) x[t * 1024 + s * 128 + jb];
        bad += y[8 * t + 2 * s] != half_bits (m + 1.0f)
               || y[8 * t + 2 * s + 1] != jb;
      }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "maxima and positions");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
