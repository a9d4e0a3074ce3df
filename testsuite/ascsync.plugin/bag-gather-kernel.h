/* Bags gathered row by row and summed by halving: bag b owns MAXB
   index slots and a count, clamped to [0, MAXB] into a local array M;
   its rows are gathered one DMA each, "for (j = 0; j < m[b]; j++)",
   into its part of BAG (MAXB rows of D floats), then each level adds
   the upper half of its rows onto the lower half, "h = m[b] / 2; vadd
   (...); m[b] -= h", until one row is left, which MTE3 stores (an empty
   bag stores zeros); all of it NG times over.  The loop over a bag's
   rows ends at a bound loaded in every test at -O0 (GCC finds no
   count), and m[b] is read again after the vadd.  With BAGS_MAIN
   defined, a main runs the kernel on counts from -1 on, 3 apart
   (clamped), and checks every bag's sum.  */
#define D 64                    /* floats per row: one repeat */
#define MAXB 8                  /* rows a bag holds at most */
#ifndef NB
#define NB 4                    /* bags */
#endif
#ifndef NG
#define NG 1                    /* times the bags are summed */
#endif
#define VOCAB 32
#define BAG_ROWS (MAXB * D)

__global__ __aicore__ void
k (__gm__ float *table, __gm__ int32_t *cnt, __gm__ int32_t *idx,
   __gm__ float *out)
{
  __ubuf__ int32_t *cb = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ int32_t *ib = (__ubuf__ int32_t *) get_imm (0x100);
  __ubuf__ float *bag = (__ubuf__ float *) get_imm (0x1000);
  int m[NB];
  copy_gm_to_ubuf (cb, cnt, 0, 1, 1, 0, 0);
  copy_gm_to_ubuf (ib, idx, 0, 1, NB * MAXB * 4 / 32, 0, 0);
  for (int g = 0; g < NG; g++)
    {
      for (int b = 0; b < NB; b++)
        {
          int n = cb[b];
          m[b] = n < 0 ? 0 : n > MAXB ? MAXB : n;
        }
      for (int b = 0; b < NB; b++)
        for (int j = 0; j < m[b]; j++)
          copy_gm_to_ubuf (bag + (b * MAXB + j) * D,
                           table + ib[b * MAXB + j] * D, 0, 1, D * 4 / 32, 0,
                           0);
      for (int level = 0; level < 4; level++)
        {
          int any = 0;
          for (int b = 0; b < NB; b++)
            if (m[b] > 1)
              {
                int h = m[b] / 2;
                __ubuf__ float *r = bag + b * BAG_ROWS;
                vadd (r, r, r + (m[b] - h) * D, (uint8_t) h, 1, 1, 1, 8, 8,
                      8);
                m[b] -= h;
                any = 1;
              }
          if (!any)
            break;
        }
      for (int b = 0; b < NB; b++)
        if (m[b] == 0)
          vector_dup (bag + b * BAG_ROWS, 0.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (out, bag, 0, NB, D * 4 / 32, (MAXB - 1) * D * 4 / 32,
                       0);
    }
}

#ifdef BAGS_MAIN
#include <stdio.h>

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *table = ascsim_gm_alloc (VOCAB * D * sizeof (float));
  int32_t *cnt = ascsim_gm_alloc (8 * sizeof (int32_t));
  int32_t *idx = ascsim_gm_alloc (NB * MAXB * sizeof (int32_t));
  float *out = ascsim_gm_alloc (NB * D * sizeof (float));
  for (int i = 0; i < VOCAB * D; i++)
    table[i] = (float) (i / D + 1);
  for (int b = 0; b < NB; b++)
    {
      cnt[b] = b * 3 - 1;
      for (int j = 0; j < MAXB; j++)
        idx[b * MAXB + j] = (b * 5 + j * 3) % VOCAB;
    }
  ASCSIM_LAUNCH (1, k (table, cnt, idx, out));
  int bad = 0;
  for (int b = 0; b < NB; b++)
    {
      int n = cnt[b] < 0 ? 0 : cnt[b] > MAXB ? MAXB : cnt[b];
      float want = 0.0f;
      for (int j = 0; j < n; j++)
        want += (float) (idx[b * MAXB + j] + 1);
      for (int c = 0; c < D; c++)
        bad += out[b * D + c] != want;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "bag sums");
  return ascsim_finish ();
}
#endif
