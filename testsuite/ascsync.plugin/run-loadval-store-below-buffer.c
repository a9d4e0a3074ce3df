/* { dg-do run } */
/* { dg-options "-O2" } */
/* The value a scalar load of local memory reads counts every writer
   that may reach its bytes: a store at a negative offset from the next
   buffer ("nxt[-16]", nxt = get_imm (0x5020)) writes the two bytes of
   IB (get_imm (0x5000)) that a row index is loaded from.  The value 3
   stored through IB was taken as the only one the load may read, so
   the vadds into row KK (200 at run time) was placed at row 3 and the
   load into row 200 (MTE2) was not ordered before it: the simulator
   reported the race.  A writer moved down from another buffer by a
   constant may write the buffer below: the load may read anything.  */
#include <ascsim.h>
#include <stdio.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ int16_t *ib = (__ubuf__ int16_t *) get_imm (0x5000);
  __ubuf__ int16_t *nxt = (__ubuf__ int16_t *) get_imm (0x5020);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x8000);
  ib[0] = 3;
  nxt[-16] = 200;
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
  ASCSIM_LAUNCH (1, k (x, y));
  /* Row 200 of C: X plus one.  */
  int bad = 0;
  for (int i = 0; i < 128; i++)
    bad += (float) y[i] != (float) (i % 64) + 1.0f;
  if (bad)
    printf ("FAIL: %d wrong values\n", bad);
  return ascsim_finish () || bad;
}
/* The index the load reads is not known, and the plugin says so.  */
/* { dg-warning "where .vadds. operand .dst. points in its UB buffer is not known\[^\n\]* \\\[-fplugin-arg-ascsync-warn=provenance\\\]" "" { target *-*-* } 27 } */
