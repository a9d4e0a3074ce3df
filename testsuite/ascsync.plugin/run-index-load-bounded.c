/* { dg-do run } */
/* { dg-options "-O2" } */
/* The arg-max kernel of dump-index-load-bounded.c, run: the plugin's
   sync (no pipe_barrier between the rows' vcmax, addressed by indices
   the scalar unit read) runs it clean, and each row's stripe holds the
   maximum of the row's winning repeat and its position there.  */
#include <ascsim.h>
#include <stdio.h>

#include "dump-index-load-bounded.c"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (ROWS * CPAD * sizeof (half));
  half *y = ascsim_gm_alloc (ROWS * 128 * sizeof (half));
  float xf[ROWS * CPAD];
  for (int i = 0; i < ROWS * CPAD; i++)
    {
      xf[i] = (float) ((i * 7919 + 13) % 1999) / 8.0f;
      x[i] = (half) xf[i];
      xf[i] = (float) x[i];
    }
  ASCSIM_LAUNCH (1, k (x, y));
  const uint16_t *yu = (const uint16_t *) y;
  int bad = 0;
  for (int i = 0; i < ROWS; i++)
    {
      /* The first repeat with the largest maximum, and the first
         position of that maximum in it.  */
      int kb = 0, jb = 0;
      for (int r = 0; r < 8; r++)
        for (int j = 0; j < 128; j++)
          if (xf[i * CPAD + r * 128 + j] > xf[i * CPAD + kb * 128 + jb])
            kb = r, jb = j;
      for (int e = 0; e < 128; e++)
        {
          float want = e == kb * 16 ? xf[i * CPAD + kb * 128 + jb] : 0.0f;
          if (e == kb * 16 + 1)
            bad += yu[i * 128 + e] != jb;
          else
            bad += (float) y[i * 128 + e] != want;
        }
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "row maxima");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
