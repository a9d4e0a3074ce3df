/* { dg-do run } */
/* { dg-options "-O2" } */
/* An operand made from buffer b by a negative offset ("b - 64") lies
   below b, in the buffer a before it, but it is derived from b: with a
   count bounded only by its type (rep, a uint8_t) the layout assumption
   bounds the read by the end of b's buffer, not by b's start, which lies
   between the pointer and the pointer it is derived from.  The vadds
   reads b's first bytes, so the later load into b waits for it.  */
#include <ascsim.h>
#include <stdio.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t rows)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (a, x, 0, 1, 256, 0, 0);
  uint8_t rep = (uint8_t) (rows < 8 ? rows : 8);
  vadds (c, b - 64, (half) 1.0f, rep, 1, 1, 8, 8);
  copy_gm_to_ubuf (b, x + 4096, 0, 1, 64, 0, 0);
  copy_ubuf_to_gm (y, c, 0, 1, 64, 0, 0);
  copy_ubuf_to_gm (y + 1024, b, 0, 1, 64, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (8192 * 2), *y = ascsim_gm_alloc (4096 * 2);
  for (int i = 0; i < 8192; i++)
    x[i] = (half) (float) (i % 8);
  ASCSIM_LAUNCH (1, k (x, y, 8));
  int bad = 0;
  for (int i = 0; i < 1024; i++)
    bad += (float) y[i] != (float) (i % 8 + 1)
           || (float) y[1024 + i] != (float) (i % 8);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = x + 1, then x");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
