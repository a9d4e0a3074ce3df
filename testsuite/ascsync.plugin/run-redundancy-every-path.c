/* { dg-do run } */
/* { dg-options "-O2" } */
/* The loop of dump-redundancy-every-path.c, run with the plugin's sync
   (the loop-carried V -> S pair for the read of B removed as ordered by
   the next iteration's pair): clean, and every read sees the value of
   its iteration.  */
#include <ascsim.h>
#include <stdio.h>
#include <string.h>

#include "dump-redundancy-every-path.c"

#define N 6

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
  uint16_t *y = ascsim_gm_alloc (2 * N * sizeof (uint16_t));
  ASCSIM_LAUNCH (1, k (y, N));
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += y[2 * i] != half_bits ((float) (2 << i))
           || y[2 * i + 1] != half_bits (2.0f + i);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "reads of A and B");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
