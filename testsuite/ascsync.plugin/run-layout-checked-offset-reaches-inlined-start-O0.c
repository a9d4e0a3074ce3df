/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of run-layout-checked-offset-reaches-helper-start.c with
   its helpers inlined: "get_imm (0x2000 + s * 0x400)" becomes
   get_imm (0x2400), a buffer start of the kernel itself, which the
   offset "b + (i & 1) * sz" of the vadds reaches (sz 512).  A start
   the known values of a pointer reach does not end its object: the
   vadds reads up to 0x2800, and the load into slot 1 waits for it.  */
#include <ascsim.h>
#include <stdio.h>

#define HELPER static inline __attribute__ ((always_inline))
#include "layout-helper-slot-kernel.h"

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (1536 * sizeof (half));
  half *y = ascsim_gm_alloc (1536 * sizeof (half));
  for (int i = 0; i < 1536; i++)
    x[i] = (half) (float) (i % 7);
  volatile int32_t sz = 512;
  ASCSIM_LAUNCH (1, k (x, y, sz));
  int bad = 0;
  for (int i = 0; i < 1024; i++)
    bad += (float) y[i] != (float) (i % 7) + 1.0f;
  for (int i = 0; i < 512; i++)
    bad += (float) y[1024 + i] != (float) x[1024 + i];
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1, then the refilled slot");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
