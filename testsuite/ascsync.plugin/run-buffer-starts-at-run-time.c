/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc" } */
/* Buffers whose starts are multiples of the run-time tile length
   (buffer-starts-at-run-time.h): get_imm (s * tb), get_imm ((2 + s) *
   tb), get_imm ((4 + s) * tb) start six buffers, each ending where the
   next multiple of tb the kernel declares begins (the layout
   assumption), so the load of tile t + 1 does not wait for the vector
   work on tile t and each pair rotates over two ids.  The simulator
   checks that nothing races and the results, the last tile short.  */
#include <ascsim.h>
#include <stdio.h>
#include "buffer-starts-at-run-time.h"

#define N 20000

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) (N + 128) * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) (N + 128) * sizeof (half));
  half *z = ascsim_gm_alloc ((size_t) (N + 128) * sizeof (half));
  for (int i = 0; i < N; i++)
    {
      x[i] = (half) (float) (i % 19 - 9);
      y[i] = (half) (float) (i % 7);
    }
  volatile int64_t tile = 1024;
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
/* { dg-final { scan-ascsync-dump "op vadd \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*_\[0-9\]+ k=8,10 to 10,-\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
