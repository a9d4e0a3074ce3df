/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-iter-form-get-imm-induction.c: loads into get_imm
   (P * 1024), one per iteration, then stores from the same addresses:
   y is x and the checker finds no race, with no barrier between the
   loads.  */
#include <ascsim.h>

#include "dump-iter-form-get-imm-induction.c"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (8192 * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (8192 * sizeof (half));
  for (int i = 0; i < 8192; i++)
    {
      x[i] = (half) (float) (i % 251);
      y[i] = (half) 0.0f;
    }
  ASCSIM_LAUNCH (1, k (x, y, 16));
  float got[8192], want[8192];
  for (int i = 0; i < 8192; i++)
    {
      got[i] = (float) y[i];
      want[i] = (float) (i % 251);
    }
  ascsim_compare_f32 ("y = x", got, want, 8192, 0, 0);
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
