/* { dg-do run } */
/* { dg-options "-O2" } */
/* As run-loadval-store-below-buffer.c, the writer a vector op through
   a window moved down from the next buffer ("nxt - 16" halves: it
   writes the 32 bytes below NXT, where IB's row index lies): the load
   of the index may read what it wrote, any value.  */
#include <ascsim.h>
#include <stdio.h>
#include <string.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, half v)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ int16_t *ib = (__ubuf__ int16_t *) get_imm (0x5000);
  __ubuf__ half *nxt = (__ubuf__ half *) get_imm (0x5020);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x8000);
  ib[0] = 3;
  vector_dup (nxt - 16, v, 1, 1, 1, 8, 8);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (c + 200 * 128, x, 0, 1, 8, 0, 0);
  int kk = ib[0];
  vadds (c + kk * 128, a, (half) 1.0f, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, c + 200 * 128, 0, 1, 8, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (128 * sizeof (half));
  half *y = ascsim_gm_alloc (128 * sizeof (half));
  for (int i = 0; i < 128; i++)
    x[i] = (half) (float) (i % 64);
  /* The bits of 200 as an int16: the duplicated half sets IB[0] to
     200.  */
  uint16_t bits = 200;
  half v;
  memcpy (&v, &bits, sizeof v);
  ASCSIM_LAUNCH (1, k (x, y, v));
  int bad = 0;
  for (int i = 0; i < 128; i++)
    bad += (float) y[i] != (float) (i % 64) + 1.0f;
  if (bad)
    printf ("FAIL: %d wrong values\n", bad);
  return ascsim_finish () || bad;
}
/* The index the load reads is not known, and the plugin says so.  */
/* { dg-warning "where .vadds. operand .dst. points in its UB buffer is not known\[^\n\]* \\\[-fplugin-arg-ascsync-warn=provenance\\\]" "" { target *-*-* } 23 } */
