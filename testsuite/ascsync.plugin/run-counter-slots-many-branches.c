/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-counter-slots-many-branches.c runs clean and right
   with the plugin's sync for item lengths that skip none, some in a
   row, and set each bit the branches test.  */
#include <ascsim.h>
#include <stdio.h>

#include "counter-slots-branches.h"

#define NQ 10

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NQ * N * sizeof (half));
  half *y = ascsim_gm_alloc (NQ * N * sizeof (half));
  half *z = ascsim_gm_alloc (12 * 128 * sizeof (half));
  int32_t *len = ascsim_gm_alloc (NQ * sizeof (int32_t));
  static const int32_t pat[2][NQ] = {
    { 1, 2, 4, 8, 16, 32, 64, 128, 256, 4095 },
    { 3, 0, 0, 2048, 1024, 0, 513, 7, 0, 1536 },
  };
  for (int i = 0; i < NQ * N; i++)
    x[i] = (half) (float) (i % 500);
  int bad = 0;
  for (int p = 0; p < 2; p++)
    {
      int times[12] = { 0 };
      for (int q = 0; q < NQ; q++)
        {
          len[q] = pat[p][q];
          for (int b = 0; b < 12; b++)
            times[b] += (len[q] >> b) & 1;
        }
      for (int i = 0; i < NQ * N; i++)
        y[i] = (half) -1.0f;
      ASCSIM_LAUNCH (1, k (x, y, z, len, NQ));
      for (int q = 0; q < NQ; q++)
        for (int i = 0; i < N; i++)
          {
            float want = len[q] ? (float) x[q * N + i] + 1.0f : -1.0f;
            bad += (float) y[q * N + i] != want;
          }
      for (int b = 0; b < 12; b++)
        for (int i = 0; i < 128; i++)
          bad += (float) z[b * 128 + i] != (float) (1 << times[b]);
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1 for the items worked on, z scaled");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
