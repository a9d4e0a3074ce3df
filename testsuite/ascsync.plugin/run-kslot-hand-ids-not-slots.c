/* { dg-do run } */
/* { dg-options "-O2" } */
/* mode=keep, a negative control: the kernel of
   dump-kslot-hand-ids-not-slots.c, whose hand-written ids rotate over
   three while its slots rotate over two, races as written; with the
   pairs the plugin adds it runs clean and right for seven tiles and
   for one.  */
#include <ascsim.h>
#include <stdio.h>

#define SLOT (t & 1)
#include "dump-kslot-mod3-rotation.c"

#define TILES 7

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (TILES * TILE * sizeof (half));
  half *y = ascsim_gm_alloc (TILES * TILE * sizeof (half));
  for (int i = 0; i < TILES * TILE; i++)
    x[i] = (half) (float) (i % 300);
  int bad = 0;
  for (int n = 1; n <= TILES; n += TILES - 1)
    {
      ASCSIM_LAUNCH (1, k (x, y, n));
      for (int i = 0; i < n * TILE; i++)
        bad += (float) y[i] != 2.0f * (float) (i % 300) + 1.0f;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2 x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
