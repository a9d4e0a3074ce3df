/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A row of L lanes, L read from data: a head of nf = (uint32_t) L / 128
   full repeats, then one repeat at lane nf * 128.  GCC writes that
   offset "(unsigned int) (l & -128)" from the signed L, and the head's
   count from the unsigned copy "(unsigned int) l".  The two are one
   value, so both accesses are linear in (unsigned) L >> 7 and the head
   ends where the second starts: no pipe_barrier (V) between them.  The
   simulator checks that nothing races and the lanes.  */
#include <ascsim.h>
#include <stdio.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ int32_t *len_gm)
{
  __ubuf__ int32_t *len = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (len, len_gm, 0, 1, 1, 0, 0);
  copy_gm_to_ubuf (xb, x, 0, 1, 1024 * 2 / 32, 0, 0);
  int32_t l = len[0];
  uint32_t nf = (uint32_t) l / 128;
  if (nf > 0)
    vmuls (yb, xb, (half) 2.0f, (uint8_t) nf, 1, 1, 8, 8);
  vmuls (yb + nf * 128, xb + nf * 128, (half) 3.0f, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, yb, 0, 1, 768 * 2 / 32, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (1024 * sizeof (half));
  half *y = ascsim_gm_alloc (1024 * sizeof (half));
  int32_t *len = ascsim_gm_alloc (8 * sizeof (int32_t));
  for (int i = 0; i < 1024; i++)
    x[i] = (half) (float) (i % 50);
  len[0] = 700;
  ASCSIM_LAUNCH (1, k (x, y, len));
  int bad = 0;
  for (int i = 0; i < 768; i++)
    bad += (float) y[i] != (float) (i % 50) * (i < 640 ? 2.0f : 3.0f);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "head doubled, the next repeat tripled");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
