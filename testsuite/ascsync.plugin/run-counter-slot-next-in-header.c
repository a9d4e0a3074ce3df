/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of counter-slot-next-in-header.h runs clean and right
   with the plugin's sync whether the counter steps every item, every
   other, or never.  */
#include <ascsim.h>
#include <stdio.h>

#include "counter-slot-next-in-header.h"

#define NQ 8

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NQ * N * sizeof (half));
  half *y = ascsim_gm_alloc (NQ * N * sizeof (half));
  int32_t *len = ascsim_gm_alloc (NQ * sizeof (int32_t));
  for (int i = 0; i < NQ * N; i++)
    x[i] = (half) (float) (i % 500);
  int bad = 0;
  for (int p = 0; p < 3; p++)
    {
      for (int q = 0; q < NQ; q++)
        len[q] = p == 0 ? 1 : p == 1 ? q & 1 : 0;
      ASCSIM_LAUNCH (1, k (x, y, len, NQ));
      for (int i = 0; i < NQ * N; i++)
        bad += (float) y[i] != (float) x[i] + 1.0f;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
