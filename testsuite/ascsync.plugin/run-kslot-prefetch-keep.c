/* { dg-do run } */
/* { dg-options "-O2" } */
/* mode=keep: the prefetching loop of dump-kslot-prefetch.c as written:
   its hand-written pairs rotate their ids with an offset between the
   prefetch of tile T + 2 ("(event_t) ((t + 2) % 3)") and the work on
   that tile two iterations later ("(event_t) (t % 3)"); the plugin
   keeps what they order and adds what they do not, and the kernel runs
   clean and right for seven tiles and for two.  */
#include <ascsim.h>
#include <stdio.h>

#include "dump-kslot-prefetch.c"

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
  for (int n = 2; n <= TILES; n += TILES - 2)
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
