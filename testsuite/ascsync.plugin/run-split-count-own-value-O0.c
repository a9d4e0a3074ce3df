/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Row R of a tile (R an argument): a head of nf = (uint32_t) L / 128
   full repeats at yr = yb + R * 1024 halves, L read from data, then
   one repeat at lane nf * 128 of the row.  At -O0 the row's pointer is
   computed as "yb + R * 2048" bytes, an offset linear in R, and the
   head's count is linear in nf: the head's form takes its own pointer
   as the base, as the next repeat's does ("yr + nf * 256"), and the
   head ends where the next repeat starts: no pipe_barrier (V) between
   them.  The simulator checks that nothing races and the lanes.  */
#include <ascsim.h>
#include <stdio.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ int32_t *len_gm, int32_t r)
{
  if (r < 0 || r > 1)
    return;
  __ubuf__ int32_t *len = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *yb = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (len, len_gm, 0, 1, 1, 0, 0);
  copy_gm_to_ubuf (xb, x, 0, 1, 2048 * 2 / 32, 0, 0);
  __ubuf__ half *xr = xb + r * 1024, *yr = yb + r * 1024;
  int32_t l = len[0];
  uint32_t nf = (uint32_t) l / 128;
  if (nf > 0)
    vmuls (yr, xr, (half) 2.0f, (uint8_t) nf, 1, 1, 8, 8);
  vmuls (yr + nf * 128, xr + nf * 128, (half) 3.0f, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, yr, 0, 1, 768 * 2 / 32, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (2048 * sizeof (half));
  half *y = ascsim_gm_alloc (1024 * sizeof (half));
  int32_t *len = ascsim_gm_alloc (8 * sizeof (int32_t));
  for (int i = 0; i < 2048; i++)
    x[i] = (half) (float) (i % 50);
  len[0] = 700;
  ASCSIM_LAUNCH (1, k (x, y, len, 1));
  int bad = 0;
  for (int i = 0; i < 768; i++)
    bad += (float) y[i] != (float) ((1024 + i) % 50) * (i < 640 ? 2.0f : 3.0f);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "head doubled, the next repeat tripled");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
