/* { dg-do run } */
/* { dg-options "-O2" } */
/* A slot offset "b + (i & 1) * sz" whose size the kernel checks (sz at
   most 512) may reach b + 1024 bytes, the address a helper gives
   get_imm for its slot 1 ("get_imm (0x2000 + s * 0x400)", a constant in
   GCC's clone of the helper): that start does not end the kernel's
   access, whose bytes GCC's range of sz at the vadds bounds.  The
   helper's later load into slot 1 waits for the vadds reading it.  */
#include <ascsim.h>
#include <stdio.h>

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
