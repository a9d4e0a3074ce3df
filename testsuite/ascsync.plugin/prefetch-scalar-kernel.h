/* A double-buffered tile loop whose scalar unit reads data the previous
   iteration prefetched: tile T's row selectors, loaded into slot T % 2
   of SEL one iteration ahead, pick the 128-lane chunk of each row of
   tile T that vadds copies (plus 1) into OUT, which MTE3 stores.  The
   loads of tile T + 1 are issued before the reads of tile T, as
   hand-written prefetch code issues them.  With PREFETCH_MAIN defined,
   a main runs the kernel on NT tiles and on one tile, and checks Y.  */
#define TR 8                    /* rows per tile */
#define NCH 4                   /* 128-lane chunks per row */
#define ROWB (NCH * 128)        /* halves per row */
#define NT 6

__global__ __aicore__ void
k (__gm__ half *x, __gm__ int32_t *sel, __gm__ half *y, int32_t nt)
{
  __ubuf__ int32_t *sb = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0x100);
  __ubuf__ half *ob = (__ubuf__ half *) get_imm (0x100 + 2 * TR * ROWB * 2);
  if (nt <= 0)
    return;
  copy_gm_to_ubuf (sb, sel, 0, 1, TR * 4 / 32, 0, 0);
  copy_gm_to_ubuf (xb, x, 0, 1, TR * ROWB * 2 / 32, 0, 0);
  for (int t = 0; t < nt; t++)
    {
      int s = t % 2;
      if (t + 1 < nt)
        {
          copy_gm_to_ubuf (sb + (1 - s) * TR, sel + (t + 1) * TR, 0, 1,
                           TR * 4 / 32, 0, 0);
          copy_gm_to_ubuf (xb + (1 - s) * TR * ROWB, x + (t + 1) * TR * ROWB,
                           0, 1, TR * ROWB * 2 / 32, 0, 0);
        }
      __ubuf__ int32_t *ks = sb + s * TR;
      __ubuf__ half *o = ob + s * TR * 128;
      for (int r = 0; r < TR; r++)
        {
          int c = ks[r] & (NCH - 1);
          vadds (o + r * 128, xb + s * TR * ROWB + r * ROWB + c * 128,
                 (half) 1.0f, 1, 1, 1, 8, 8);
        }
      copy_ubuf_to_gm (y + t * TR * 128, o, 0, 1, TR * 128 * 2 / 32, 0, 0);
    }
}

#ifdef PREFETCH_MAIN
#include <stdio.h>
int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * TR * ROWB * sizeof (half));
  int32_t *sel = ascsim_gm_alloc (NT * TR * sizeof (int32_t));
  half *y = ascsim_gm_alloc (NT * TR * 128 * sizeof (half));
  for (int i = 0; i < NT * TR * ROWB; i++)
    x[i] = (half) (float) (i % 61);
  for (int i = 0; i < NT * TR; i++)
    sel[i] = (i * 7 + 3) % NCH;
  int bad = 0;
  for (int n = NT; n >= 1; n -= NT - 1)
    {
      ASCSIM_LAUNCH (1, k (x, sel, y, n));
      for (int i = 0; i < n * TR * 128; i++)
        {
          int row = i / 128;
          int src = row * ROWB + sel[row] * 128 + i % 128;
          bad += (float) y[i] != (float) (src % 61) + 1.0f;
        }
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y row r = x row r's selected chunk + 1");
  return ascsim_finish ();
}
#endif
