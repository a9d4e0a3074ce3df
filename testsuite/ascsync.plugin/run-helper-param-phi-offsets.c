/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* A helper's argument reached by two paths through one PHI, one of
   them a constant 0x1000 bytes further: the walk of the argument
   follows the PHI again for the larger offset, so the parameter lies
   0 or 0x1000 bytes after the buffer's start, and the DMA into it is
   ordered with the vadds on the other parameter's buffer.  */
#include <ascsim.h>
#include <stdio.h>
static __attribute__ ((noinline)) void
h (__ubuf__ half *a, __ubuf__ half *b, __gm__ half *x)
{
  copy_gm_to_ubuf (a, x, 0, 1, 1024 / 16, 0, 0);      /* 0x800 bytes */
  vadds (b, b, (half) 1.0f, 2048 / 128, 1, 1, 8, 8);   /* 0x1000 bytes */
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z, int c1, int c2)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x800);
  __ubuf__ half *p;
  if (c1)
    p = (__ubuf__ half *) get_imm (0x0);
  else
    p = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *q;
  if (c2)
    q = p;
  else
    q = p + 0x800;               /* 0x1000 bytes on: a constant offset */
  vector_dup (b, (half) 0.0f, 2048 / 128, 1, 1, 8, 8);
  h (q, b, x);
  copy_ubuf_to_gm (z, b, 0, 1, 2048 / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (2048 * sizeof (half));
  half *z = ascsim_gm_alloc (2048 * sizeof (half));
  for (int i = 0; i < 2048; i++) x[i] = (half) 1.0f;
  ASCSIM_LAUNCH (1, k (x, z, 1, 0));
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
