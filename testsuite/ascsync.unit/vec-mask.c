/* { dg-do run } */
/* set_vector_mask selects the elements of every repeat that a vector
   instruction processes; masked-off destination elements keep their
   old value.  fp16 uses all 128 mask bits (mask1 = high 64), fp32 only
   the low 64 (mask0).  */

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include "ascsim.h"

#define MASK16_HI 0xff00000000000001ull
#define MASK16_LO 0x5555555555555555ull
#define MASK32_HI 0xffffffffffffffffull     /* ignored for fp32 */
#define MASK32_LO 0xf0f0f0f0f0f0f0f0ull

static int nfail, nchk;

/* Record one comparison of GOT against WANT (absolute tolerance TOL).  */
static void
check (const char *what, int i, double got, double want, double tol)
{
  nchk++;
  if (got == want || fabs (got - want) <= tol)
    return;
  if (nfail++ < 10)
    printf ("FAIL: %s[%d]: got %.9g, want %.9g\n", what, i, got, want);
}

/* UB: fp16 x, d (2 repeats, 512 B each) at 0, 512; fp32 x, d at 1024,
   1536.  d = x + x under the mask.  */
__global__ __aicore__ void
mask_kernel (__gm__ half *x16, __gm__ half *d16, __gm__ float *x32,
             __gm__ float *d32)
{
  __ubuf__ half *ux16 = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *ud16 = (__ubuf__ half *) get_imm (512);
  __ubuf__ float *ux32 = (__ubuf__ float *) get_imm (1024);
  __ubuf__ float *ud32 = (__ubuf__ float *) get_imm (1536);

  copy_gm_to_ubuf (ux16, x16, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (ud16, d16, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (ux32, x32, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (ud32, d32, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  set_vector_mask (MASK16_HI, MASK16_LO);
  vadd (ud16, ux16, ux16, 2, 1, 1, 1, 8, 8, 8);
  set_vector_mask (MASK32_HI, MASK32_LO);
  vadd (ud32, ux32, ux32, 2, 1, 1, 1, 8, 8, 8);
  set_vector_mask (~0ull, ~0ull);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (d16, ud16, 0, 1, 16, 0, 0);
  copy_ubuf_to_gm (d32, ud32, 0, 1, 16, 0, 0);
}

/* Bit E of the 128-bit mask (HI, LO).  */
static int
bit (uint64_t hi, uint64_t lo, int e)
{
  return (int) (((e < 64 ? lo : hi) >> (e & 63)) & 1);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x16 = ascsim_gm_alloc (256 * sizeof (half));
  half *d16 = ascsim_gm_alloc (256 * sizeof (half));
  float *x32 = ascsim_gm_alloc (128 * sizeof (float));
  float *d32 = ascsim_gm_alloc (128 * sizeof (float));
  for (int i = 0; i < 256; i++)
    {
      x16[i] = (half) (float) (i + 1);
      d16[i] = (half) -7.0f;
    }
  for (int i = 0; i < 128; i++)
    {
      x32[i] = (float) (i + 1);
      d32[i] = -7.0f;
    }

  ASCSIM_LAUNCH (1, mask_kernel (x16, d16, x32, d32));

  int on16 = 0, on32 = 0;
  for (int i = 0; i < 256; i++)
    {
      int on = bit (MASK16_HI, MASK16_LO, i % 128);
      on16 += on;
      check ("fp16", i, (float) d16[i], on ? 2.0 * (i + 1) : -7.0, 0);
    }
  for (int i = 0; i < 128; i++)
    {
      int on = bit (0, MASK32_LO, i % 64);
      on32 += on;
      check ("fp32", i, d32[i], on ? 2.0 * (i + 1) : -7.0, 0);
    }
  /* 33 + 9 bits per fp16 repeat, 32 per fp32 repeat.  */
  check ("fp16 enabled count", 0, on16, 2 * (32 + 9), 0);
  check ("fp32 enabled count", 0, on32, 2 * 32, 0);
  /* Hand-computed: fp16 element 0 on, 1 off, 64 (mask1 bit 0) on, 65
     off, 127 (mask1 bit 63) on; fp32 element 3 off, 4 on.  */
  check ("fp16 hand", 0, (float) d16[0], 2.0, 0);
  check ("fp16 hand", 1, (float) d16[1], -7.0, 0);
  check ("fp16 hand", 64, (float) d16[64], 130.0, 0);
  check ("fp16 hand", 65, (float) d16[65], -7.0, 0);
  check ("fp16 hand", 127, (float) d16[127], 256.0, 0);
  check ("fp32 hand", 3, d32[3], -7.0, 0);
  check ("fp32 hand", 4, d32[4], 10.0, 0);

  ascsim_expect (nfail == 0, "vec-mask results");
  if (nfail == 0)
    printf ("vec-mask: %d checks passed\n", nchk);
  return ascsim_finish ();
}

/* { dg-final { output-contains {vec-mask: [0-9]+ checks passed} } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
