/* { dg-do run } */
/* { dg-options "-O2" } */
/* The arg-max kernel of dump-index-load-bounded.c, run: the plugin's
   sync (no pipe_barrier between the rows' vcmax, addressed by indices
   the scalar unit read) runs it clean, and each row's stripe holds the
   maximum of the row's winning repeat and its position there.  With
   ROW_START (run-index-load-bounded-row-start.c) rows 2 to 6 only; the
   others stay zero.  */
#include <ascsim.h>
#include <stdio.h>

#include "dump-index-load-bounded.c"

#ifdef ROW_START
# define LAUNCH_ROWS , 2, 7
# define ROW_ON(I) ((I) >= 2 && (I) < 7)
#else
# define LAUNCH_ROWS
# define ROW_ON(I) 1
#endif

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
  ASCSIM_LAUNCH (1, k (x, y LAUNCH_ROWS));
  const uint16_t *yu = (const uint16_t *) y;
  int bad = 0;
  for (int i = 0; i < ROWS; i++)
    {
      /* The first repeat with the largest maximum, and the first
         position of that maximum in it.  */
      int on = ROW_ON (i), kb = 0, jb = 0;
      for (int r = 0; r < 8; r++)
        for (int j = 0; j < 128; j++)
          if (xf[i * CPAD + r * 128 + j] > xf[i * CPAD + kb * 128 + jb])
            kb = r, jb = j;
      for (int e = 0; e < 128; e++)
        {
          float want = on && e == kb * 16 ? xf[i * CPAD + kb * 128 + jb]
                                          : 0.0f;
          if (on && e == kb * 16 + 1)
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
