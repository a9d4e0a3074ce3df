/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc" } */
/* As run-buffer-starts-at-run-time.c, the tables of slot addresses
   filled by a loop GCC does not unroll: each store "xb[s] = get_imm (s
   * tb)" is read once for each value its counter s takes, so slot 1 of
   x starts at 2 * tile bytes (the coefficient of the tile length is 2)
   and ends where y's slot 0 starts.  The simulator checks that nothing
   races and the results.  */
#include <ascsim.h>
#include <stdio.h>
#define FILL_LOOP_PRAGMA _Pragma ("GCC unroll 1")
#include "buffer-starts-at-run-time.h"

#define N 9000

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) (N + 128) * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) (N + 128) * sizeof (half));
  half *z = ascsim_gm_alloc ((size_t) (N + 128) * sizeof (half));
  for (int i = 0; i < N; i++)
    {
      x[i] = (half) (float) (i % 23 - 11);
      y[i] = (half) (float) (i % 5);
    }
  volatile int64_t tile = 512;
  ASCSIM_LAUNCH (1, k (x, y, z, tile, N));
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += (float) z[i] != (float) x[i] + (float) y[i];
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "z = x + y");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*\\{slot 0x0\\+k\\*1\\*_\[0-9\]+ k=0,2 to 2,4\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
