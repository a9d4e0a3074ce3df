/* { dg-do run } */
/* { dg-options "-O2" } */
/* The value a scalar load of local memory reads counts every writer
   that may reach its bytes: a writer moved down by a constant from the
   next buffer (NXT = get_imm (0x5020)) writes the bytes of IB
   (get_imm (0x5000)) a row index is loaded from -- a scalar store at
   "nxt[-16]" in K_STORE, a vector op through the window "nxt - 16" in
   K_WINDOW.  The value 3 stored through IB was taken as the only one
   the load may read, so the vadds into row KK (200 at run time) was
   placed at row 3 and the load into row 200 (MTE2) was not ordered
   before it: the simulator reported the race.  The load may now read
   anything, and the plugin says the vadds's row is not known.  */
#include <ascsim.h>
#include <stdio.h>
#include <string.h>

__global__ __aicore__ void
k_store (__gm__ half *x, __gm__ half *y)
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

__global__ __aicore__ void
k_window (__gm__ half *x, __gm__ half *y, half v)
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
  half *z = ascsim_gm_alloc (128 * sizeof (half));
  for (int i = 0; i < 128; i++)
    x[i] = (half) (float) (i % 64);
  /* The half whose bits are the int16 200: the window's vector_dup
     sets IB[0] to 200.  */
  uint16_t bits = 200;
  half v;
  memcpy (&v, &bits, sizeof v);
  ASCSIM_LAUNCH (1, k_store (x, y));
  ASCSIM_LAUNCH (1, k_window (x, z, v));
  /* Row 200 of C, stored: X plus one.  */
  int bad = 0;
  for (int i = 0; i < 128; i++)
    bad += ((float) y[i] != (float) (i % 64) + 1.0f)
           + ((float) z[i] != (float) (i % 64) + 1.0f);
  if (bad)
    printf ("FAIL: %d wrong values\n", bad);
  return ascsim_finish () || bad;
}
/* { dg-warning "where .vadds. operand .dst. points in its UB buffer is not known\[^\n\]* \\\[-fplugin-arg-ascsync-warn=provenance\\\]" "" { target *-*-* } 29 } */
/* { dg-warning "where .vadds. operand .dst. points in its UB buffer is not known\[^\n\]* \\\[-fplugin-arg-ascsync-warn=provenance\\\]" "" { target *-*-* } 45 } */
