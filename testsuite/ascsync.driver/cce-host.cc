/* cce-host.cc -- the host program launching k_inline of
   cce-inline-kernel.cce (driver.exp).  */
#include <ascsim.h>
#include <stdio.h>

#define N 2048

extern "C" void k_inline (half *x, half *y);

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = (half *) ascsim_gm_alloc (N * sizeof (half));
  half *y = (half *) ascsim_gm_alloc (N * sizeof (half));
  for (int i = 0; i < N; i++)
    x[i] = (half) (float) (i % 50);
  ASCSIM_LAUNCH (1, k_inline (x, y));
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += (float) y[i] != ((float) (i % 50) + 1.0f) * 2.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = (x + 1) * 2");
  return ascsim_finish ();
}
