/* { dg-do run } */
/* int32 vector arithmetic: vadd, vsub and vmul wrap modulo 2^32; vmax,
   vmin, vrelu, vadds, vmuls, vmaxs and vmins are exact; 64 elements per
   repeat.  */

#include <stdint.h>
#include <stdio.h>
#include "ascsim.h"

#define NOPS 10

static int nfail, nchk;

/* Record one comparison of GOT against WANT (exact).  */
static void
check (const char *what, int i, int32_t got, int32_t want)
{
  nchk++;
  if (got == want)
    return;
  if (nfail++ < 10)
    printf ("FAIL: %s[%d]: got %ld, want %ld\n", what, i, (long) got,
            (long) want);
}

/* UB: a, b (2 repeats) at 0, 512; 10 results of 512 bytes from 1024.  */
__global__ __aicore__ void
int32_kernel (__gm__ int32_t *a, __gm__ int32_t *b, __gm__ int32_t *o)
{
  __ubuf__ int32_t *ua = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ int32_t *ub = (__ubuf__ int32_t *) get_imm (512);
  __ubuf__ int32_t *uo = (__ubuf__ int32_t *) get_imm (1024);

  copy_gm_to_ubuf (ua, a, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf (ub, b, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadd (uo + 0 * 128, ua, ub, 2, 1, 1, 1, 8, 8, 8);
  vsub (uo + 1 * 128, ua, ub, 2, 1, 1, 1, 8, 8, 8);
  vmul (uo + 2 * 128, ua, ub, 2, 1, 1, 1, 8, 8, 8);
  vmax (uo + 3 * 128, ua, ub, 2, 1, 1, 1, 8, 8, 8);
  vmin (uo + 4 * 128, ua, ub, 2, 1, 1, 1, 8, 8, 8);
  vrelu (uo + 5 * 128, ua, 2, 1, 1, 8, 8);
  vadds (uo + 6 * 128, ua, (int32_t) -3, 2, 1, 1, 8, 8);
  vmuls (uo + 7 * 128, ua, (int32_t) 1000, 2, 1, 1, 8, 8);
  vmaxs (uo + 8 * 128, ua, (int32_t) 5, 2, 1, 1, 8, 8);
  vmins (uo + 9 * 128, ua, (int32_t) 5, 2, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (o, uo, 0, 1, NOPS * 16, 0, 0);
}

/* Expected OP (A, B) with wrapping arithmetic.  */
static int32_t
ref (int op, int32_t a, int32_t b)
{
  uint32_t x = (uint32_t) a, y = (uint32_t) b;
  switch (op)
    {
    case 0: return (int32_t) (x + y);
    case 1: return (int32_t) (x - y);
    case 2: return (int32_t) (x * y);
    case 3: return a > b ? a : b;
    case 4: return a < b ? a : b;
    case 5: return a > 0 ? a : 0;
    case 6: return (int32_t) (x - 3u);
    case 7: return (int32_t) (x * 1000u);
    case 8: return a > 5 ? a : 5;
    default: return a < 5 ? a : 5;
    }
}

int
main (int argc, char **argv)
{
  static const char *const names[NOPS] = {
    "vadd", "vsub", "vmul", "vmax", "vmin", "vrelu", "vadds", "vmuls",
    "vmaxs", "vmins"
  };
  ascsim_init (&argc, argv);
  int32_t *a = ascsim_gm_alloc (128 * sizeof (int32_t));
  int32_t *b = ascsim_gm_alloc (128 * sizeof (int32_t));
  int32_t *o = ascsim_gm_alloc (NOPS * 128 * sizeof (int32_t));
  for (int i = 0; i < 128; i++)
    {
      a[i] = (i - 60) * 123457;
      b[i] = 70 - i * 3;
    }
  a[0] = INT32_MAX, b[0] = 1;
  a[1] = INT32_MIN, b[1] = 1;
  a[2] = 65536, b[2] = 65536;
  a[3] = -7, b[3] = 3;
  a[100] = 0x12345678, b[100] = 16;

  ASCSIM_LAUNCH (1, int32_kernel (a, b, o));

  for (int op = 0; op < NOPS; op++)
    for (int i = 0; i < 128; i++)
      check (names[op], i, o[op * 128 + i], ref (op, a[i], b[i]));

  /* Hand-computed.  */
  check ("vadd wraps", 0, o[0 * 128 + 0], INT32_MIN);
  check ("vsub wraps", 1, o[1 * 128 + 1], INT32_MAX);
  check ("vmul wraps", 2, o[2 * 128 + 2], 0);
  check ("vmul sign", 3, o[2 * 128 + 3], -21);
  check ("vmul wraps", 100, o[2 * 128 + 100], 0x23456780);
  check ("vrelu", 3, o[5 * 128 + 3], 0);
  check ("vadds", 3, o[6 * 128 + 3], -10);
  check ("vmuls wraps", 0, o[7 * 128 + 0], -1000);
  check ("vmaxs", 3, o[8 * 128 + 3], 5);
  check ("vmins", 100, o[9 * 128 + 100], 5);

  ascsim_expect (nfail == 0, "vec-int32 results");
  if (nfail == 0)
    printf ("vec-int32: %d checks passed\n", nchk);
  return ascsim_finish ();
}

/* { dg-final { output-contains {vec-int32: [0-9]+ checks passed} } } */
/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { exit-status 0 } } */
