/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* A scatter add per batch: an outer loop over three batches, each
   adding eight tiles into rows of y picked by data, the same rows for
   every batch, the last tiles of one batch and the first of the next
   often of one row.  The row guard in the inner loop keeps the rows of
   one run only, so its sync also runs on the edge entering the inner
   loop.  The checker judges.  */
#include <ascsim.h>

#define NB 3
#define NT 8
#define ROW(i) ((i) * (i) % 13 % 8)

__global__ __aicore__ void
k (__gm__ int32_t *idx, __gm__ half *y)
{
  __ubuf__ int32_t *ix = (__ubuf__ int32_t *) get_imm (0);
  copy_gm_to_ubuf (ix, idx, 0, 1, 3, 0, 0);
  for (int b = 0; b < NB; b++)
    for (int t = 0; t < NT; t++)
      {
        __ubuf__ half *buf
          = (__ubuf__ half *) get_imm (0x1000 + (t & 3) * 0x100);
        int64_t r = ix[b * NT + t];
        copy_gm_to_ubuf (buf, y + r * 128, 0, 1, 8, 0, 0);
        vadds (buf, buf, (half) 1.0f, 1, 1, 1, 8, 8);
        copy_ubuf_to_gm (y + r * 128, buf, 0, 1, 8, 0, 0);
      }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int32_t *idx = (int32_t *) ascsim_gm_alloc (32 * sizeof (int32_t));
  half *y = (half *) ascsim_gm_alloc (1024 * sizeof (half));
  for (int i = 0; i < 32; i++)
    idx[i] = ROW (i);
  for (int i = 0; i < 1024; i++)
    y[i] = (half) 0.0f;
  ASCSIM_LAUNCH (1, k (idx, y));
  int ok = 1;
  for (int i = 0; i < 1024; i++)
    {
      int n = 0;
      for (int j = 0; j < NB * NT; j++)
        n += ROW (j) == i / 128;
      if ((float) y[i] != (float) n)
        ok = 0;
    }
  ascsim_expect (ok, "y holds the count of tiles of each row");
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "row guard g0 before op\[0-9\]+ \\(line 26, MTE2\\)" } } */
/* { dg-final { scan-ascsync-dump "on edge B\[0-9\]+->B\[0-9\]+: set_flag \\(MTE3, S, 0\\) \\\[dep" } } */
