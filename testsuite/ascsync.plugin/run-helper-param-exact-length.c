/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* A helper whose one DMA, of a constant length, fills the buffer its
   call passes and the next one, which another parameter points into:
   the access through a parameter is bounded where the pointer lies (in
   the buffer passed, the layout assumption), plus the length it has,
   so the DMA reaches the second buffer and the vadds on it waits for
   it.  (The plugin once cut the access to the buffer passed, and the
   checker found the race.)  */
#include <ascsim.h>
#include <stdio.h>
/* One DMA fills two adjacent buffers (a constant length: 2048 halves =
   0x1000 bytes from xa); the second is then read.  */
static __attribute__ ((noinline)) void
h (__ubuf__ half *both, __ubuf__ half *second, __gm__ half *x)
{
  copy_gm_to_ubuf (both, x, 0, 1, 2048 / 16, 0, 0);
  vadds (second, second, (half) 1.0f, 1024 / 128, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z)
{
  __ubuf__ half *xa = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *ya = (__ubuf__ half *) get_imm (0x800);
  h (xa, ya, x);
  copy_ubuf_to_gm (z, ya, 0, 1, 1024 / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (2048 * sizeof (half));
  half *z = ascsim_gm_alloc (1024 * sizeof (half));
  for (int i = 0; i < 2048; i++) x[i] = (half) 1.0f;
  ASCSIM_LAUNCH (1, k (x, z));
  printf ("z0 %f\n", (float) z[0]);
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
