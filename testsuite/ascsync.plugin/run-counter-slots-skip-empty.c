/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernels of dump-counter-slots-skip-empty.c run clean and right
   with the plugin's sync for item lengths that skip none, some in a
   row, and that step the counter of K2 by one and by two in turn.  */
#include <ascsim.h>
#include <stdio.h>

#include "counter-slots.h"

#define NQ 10

static int
check (half *x, half *y, int32_t *len)
{
  int bad = 0;
  for (int q = 0; q < NQ; q++)
    for (int i = 0; i < N; i++)
      {
        float want = len[q] ? (float) x[q * N + i] + 1.0f : -1.0f;
        bad += (float) y[q * N + i] != want;
      }
  return bad;
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NQ * N * sizeof (half));
  half *y = ascsim_gm_alloc (NQ * N * sizeof (half));
  int32_t *len = ascsim_gm_alloc (NQ * sizeof (int32_t));
  static const int32_t pat[3][NQ] = {
    { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 },
    { 3, 0, 0, 5, 1, 0, 2, 2, 0, 7 },
    { 6, 1, 6, 6, 0, 1, 1, 9, 9, 2 },
  };
  for (int i = 0; i < NQ * N; i++)
    x[i] = (half) (float) (i % 500);
  int bad = 0;
  for (int p = 0; p < 3; p++)
    for (int kern = 0; kern < 2; kern++)
      {
        for (int q = 0; q < NQ; q++)
          len[q] = pat[p][q];
        for (int i = 0; i < NQ * N; i++)
          y[i] = (half) -1.0f;
        if (kern == 0)
          ASCSIM_LAUNCH (1, k1 (x, y, len, NQ));
        else
          ASCSIM_LAUNCH (1, k2 (x, y, len, NQ));
        bad += check (x, y, len);
      }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1 for the items worked on");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
