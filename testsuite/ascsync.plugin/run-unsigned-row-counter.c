/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-unsigned-row-counter.c run with the plugin's
   sync, 3 tiles (45 rows).  The checker judges.  */
#include "unsigned-row-counter.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *x = (float *) ascsim_gm_alloc (4096 * sizeof (float));
  float *y = (float *) ascsim_gm_alloc (4096 * sizeof (float));
  for (int i = 0; i < 4096; i++)
    {
      x[i] = (float) (i % 8);
      y[i] = 0.0f;
    }
  ASCSIM_LAUNCH (1, k (x, y, 3));
  int ok = 1;
  for (int i = 0; i < 45 * 8; i++)
    if (y[i] != 2.0f * (float) (i % 8))
      ok = 0;
  ascsim_expect (ok, "y is the kernel's result");
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
