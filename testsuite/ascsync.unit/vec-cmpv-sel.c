/* { dg-do run } */
/* vcmpv_xx writes one bit per element (LSB first, the masks of
   consecutive repeats packed: 16 bytes per fp16 repeat, 8 per fp32
   repeat) and ignores the vector mask; set_cmpmask loads 16 of those
   bytes into CMPMASK, and vsel picks src0 where the CMPMASK bit is 1 and
   src1 elsewhere, with the same CMPMASK bits for every repeat (the low
   64 for fp32).  vcmpv_gt + set_cmpmask + vsel computes max (a, b).  */

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include "ascsim.h"

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

/* Bit masks: 6 fp16 compares of 2 repeats (32 bytes each), then the fp32
   vcmpv_gt of 2 repeats (16 bytes).  */
#define M32_OFF (6 * 32)
#define MASK_BYTES 224

/* UB: fp16 a, b (2 repeats) at 0, 512; fp16 sel result at 1024; fp32
   a, b (2 repeats) at 1536, 2048; fp32 sel result at 2560; bit masks
   at 3072 (initialised from GM: the last 16 bytes are not written).
   The masks are computed under a vector mask of one element,
   which vcmpv must ignore.  */
__global__ __aicore__ void
cmpv_kernel (__gm__ half *a16, __gm__ half *b16, __gm__ half *s16,
             __gm__ float *a32, __gm__ float *b32, __gm__ float *s32,
             __gm__ uint8_t *masks)
{
  __ubuf__ half *ua16 = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *ub16 = (__ubuf__ half *) get_imm (512);
  __ubuf__ half *us16 = (__ubuf__ half *) get_imm (1024);
  __ubuf__ float *ua32 = (__ubuf__ float *) get_imm (1536);
  __ubuf__ float *ub32 = (__ubuf__ float *) get_imm (2048);
  __ubuf__ float *us32 = (__ubuf__ float *) get_imm (2560);
  __ubuf__ uint8_t *um = (__ubuf__ uint8_t *) get_imm (3072);

  copy_gm_to_ubuf (ua16, a16, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (ub16, b16, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (ua32, a32, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (ub32, b32, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (um, masks, 0, 1, MASK_BYTES / 32, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  set_vector_mask (0, 1);
  vcmpv_eq (um + 0 * 32, ua16, ub16, 2, 1, 1, 1, 8, 8, 8);
  vcmpv_ne (um + 1 * 32, ua16, ub16, 2, 1, 1, 1, 8, 8, 8);
  vcmpv_lt (um + 2 * 32, ua16, ub16, 2, 1, 1, 1, 8, 8, 8);
  vcmpv_le (um + 3 * 32, ua16, ub16, 2, 1, 1, 1, 8, 8, 8);
  vcmpv_gt (um + 4 * 32, ua16, ub16, 2, 1, 1, 1, 8, 8, 8);
  vcmpv_ge (um + 5 * 32, ua16, ub16, 2, 1, 1, 1, 8, 8, 8);
  vcmpv_gt (um + M32_OFF, ua32, ub32, 2, 1, 1, 1, 8, 8, 8);
  set_vector_mask (~0ull, ~0ull);
  pipe_barrier (PIPE_V);
  set_cmpmask (um + 4 * 32);          /* fp16 gt, repeat 0 */
  vsel (us16, ua16, ub16, 2, 1, 1, 1, 8, 8, 8);
  set_cmpmask (um + M32_OFF);         /* fp32 gt, repeat 0 */
  vsel (us32, ua32, ub32, 2, 1, 1, 1, 8, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (s16, us16, 0, 1, 16, 0, 0);
  copy_ubuf_to_gm (s32, us32, 0, 1, 16, 0, 0);
  copy_ubuf_to_gm (masks, um, 0, 1, MASK_BYTES / 32, 0, 0);
}

/* Whether A OP B for compare OP (eq ne lt le gt ge).  */
static int
cmp (int op, float a, float b)
{
  switch (op)
    {
    case 0: return a == b;
    case 1: return a != b;
    case 2: return a < b;
    case 3: return a <= b;
    case 4: return a > b;
    default: return a >= b;
    }
}

int
main (int argc, char **argv)
{
  static const char *const names[6] = { "eq", "ne", "lt", "le", "gt",
                                        "ge" };
  ascsim_init (&argc, argv);
  half *a16 = ascsim_gm_alloc (256 * sizeof (half));
  half *b16 = ascsim_gm_alloc (256 * sizeof (half));
  half *s16 = ascsim_gm_alloc (256 * sizeof (half));
  float *a32 = ascsim_gm_alloc (128 * sizeof (float));
  float *b32 = ascsim_gm_alloc (128 * sizeof (float));
  float *s32 = ascsim_gm_alloc (128 * sizeof (float));
  uint8_t *masks = ascsim_gm_alloc (MASK_BYTES);
  /* fp16: a = i % 5, b = i % 3 in repeat 0; repeat 1 swaps them, so its
     gt bits differ from repeat 0's (vsel must still use repeat 0's).  */
  for (int i = 0; i < 256; i++)
    {
      int p = i % 128;
      a16[i] = (half) (float) (i < 128 ? p % 5 : p % 3);
      b16[i] = (half) (float) (i < 128 ? p % 3 : p % 5);
    }
  for (int i = 0; i < 128; i++)
    {
      a32[i] = (float) (i % 7) - 3.0f;
      b32[i] = (float) (i % 4) - 1.5f;
    }

  ASCSIM_LAUNCH (1, cmpv_kernel (a16, b16, s16, a32, b32, s32, masks));

  for (int op = 0; op < 6; op++)
    for (int i = 0; i < 256; i++)
      check (names[op], i, (masks[op * 32 + i / 8] >> (i % 8)) & 1,
             cmp (op, (float) a16[i], (float) b16[i]), 0);
  for (int i = 0; i < 128; i++)
    check ("gt f32", i, (masks[M32_OFF + i / 8] >> (i % 8)) & 1,
           cmp (4, a32[i], b32[i]), 0);
  for (int i = 0; i < 256; i++)
    {
      int p = i % 128;
      int pick = cmp (4, (float) a16[p], (float) b16[p]);
      check ("vsel f16", i, (float) s16[i], (float) (pick ? a16[i] : b16[i]),
             0);
    }
  for (int i = 0; i < 128; i++)
    {
      int p = i % 64;
      int pick = cmp (4, a32[p], b32[p]);
      check ("vsel f32", i, s32[i], pick ? a32[i] : b32[i], 0);
    }

  /* Hand-computed: fp16 gt of elements 0..7 (a = 0 1 2 3 4 0 1 2, b = 0
     1 2 0 1 2 0 1) sets bits 3, 4, 6, 7: 0xd8; repeat 1 (a, b swapped)
     gives their lt, only bit 5 (2 > 0): 0x20 for elements 128..135.  */
  check ("gt hand byte", 0, masks[4 * 32 + 0], 0xd8, 0);
  check ("gt hand byte", 16, masks[4 * 32 + 16], 0x20, 0);
  check ("eq hand byte", 0, masks[0 * 32 + 0], 0x07, 0);
  /* vsel repeat 0 element 3: a = 3 > b = 0 -> 3; repeat 1 element 3
     (a = 0, b = 3) still uses bit 3 = 1 -> a = 0.  */
  check ("vsel hand", 3, (float) s16[3], 3.0, 0);
  check ("vsel hand", 131, (float) s16[131], 0.0, 0);
  /* fp32 element 1: a = -2 > b = -0.5 is false -> b.  */
  check ("vsel f32 hand", 1, s32[1], -0.5, 0);

  ascsim_expect (nfail == 0, "vec-cmpv-sel results");
  if (nfail == 0)
    printf ("vec-cmpv-sel: %d checks passed\n", nchk);
  return ascsim_finish ();
}

/* { dg-final { output-contains {vec-cmpv-sel: [0-9]+ checks passed} } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
