/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,deps" } */
/* Under a 40-lane mask a repeat of floats touches its first 160 bytes
   only; with a repeat stride of 5 blocks, 4 * N repeats cover N rows of
   160 floats exactly.  The count is known only as a range (N read from
   data, clamped to [1, 6]): the footprint's end is the last enabled
   byte of its last repeat at the largest count, not the end of that
   repeat's blocks, 96 bytes further.  So the op after it, writing the
   rows that follow, is independent of it: no barrier between them.
   Clean and correct.  */
#include <ascsim.h>

#define ROWF 160                /* floats in a row */

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, __gm__ int32_t *nx)
{
  __ubuf__ float *a = (__ubuf__ float *) get_imm (0);
  __ubuf__ float *d = (__ubuf__ float *) get_imm (0x2000);
  __ubuf__ int32_t *nb = (__ubuf__ int32_t *) get_imm (0x4000);
  copy_gm_to_ubuf (nb, nx, 0, 1, 1, 0, 0);
  copy_gm_to_ubuf (a, x, 0, 1, 7 * ROWF * 4 / 32, 0, 0);
  set_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
  int n = nb[0] < 1 ? 1 : nb[0] > 6 ? 6 : nb[0];
  set_vector_mask (0, (1ull << 40) - 1);
  vadds (d, a, 1.0f, (uint8_t) (4 * n), 1, 1, 5, 5);
  vadds (d + 6 * ROWF, a + 6 * ROWF, 2.0f, 4, 1, 1, 5, 5);
  set_vector_mask (~0ull, ~0ull);
  copy_ubuf_to_gm (y, d, 0, 1, 7 * ROWF * 4 / 32, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *x = ascsim_gm_alloc (7 * ROWF * sizeof (float));
  float *y = ascsim_gm_alloc (7 * ROWF * sizeof (float));
  int32_t *nx = ascsim_gm_alloc (8 * sizeof (int32_t));
  for (int i = 0; i < 7 * ROWF; i++)
    {
      x[i] = (float) (i % 11);
      y[i] = -1.0f;
    }
  nx[0] = 9;                    /* clamped to 6 */
  ASCSIM_LAUNCH (1, k (x, y, nx));
  int ok = 1;
  for (int i = 0; i < 7 * ROWF; i++)
    ok &= y[i] == (float) (i % 11) + (i < 6 * ROWF ? 1.0f : 2.0f);
  ascsim_expect (ok, "rows 0 to 5 plus 1, row 6 plus 2");
  return ascsim_finish ();
}

/* { dg-final { scan-ascsync-dump {op[0-9]+ line 27 op vadds pipe=V R:UB\[\+0x0\.\.0xf00\)[^ ]* W:UB\[\+0x2000\.\.0x2f00\)} } } */
/* { dg-final { scan-ascsync-dump-not {\(line 27, V\) -> op[0-9]+ \(line 28, V\)} } } */
/* { dg-final { output-contains {barrier=0 .*findings=0} } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
