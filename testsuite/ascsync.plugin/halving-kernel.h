/* A halving sum over the rows of NB bags (at most MAXB rows of D
   floats each, bag b at BAG + b * MAXB * D): a local array M holds each
   bag's row count, and each level adds the upper half of a bag's rows
   onto its lower half and keeps M[B] - M[B] / 2 rows, until every bag
   has at most two.  The rows added in a level are computed from M[B],
   which the kernel stores from data (clamped to [0, MAXB]) and from
   its own values ("m[b] -= m[b] / 2"): a local array's values joined
   over its stores, to a fixpoint.  A half repeat (32 of 64 lanes) is
   added under the vector mask when H = M[B] / 2 is odd.  STEP, when
   defined, is what a level keeps instead (M[B] + STEP grows without
   bound).  With HALVING_MAIN defined, a main runs the kernel on bags
   of -1 to 13 rows (clamped) whose row R holds R + 1 in every float,
   and checks that the rows left hold each bag's sum.  */
#define D 160
#define MAXB 12
#define NB 8
#define BAG_ROWS (MAXB * D)

__global__ __aicore__ void
k (__gm__ float *x, __gm__ int32_t *cnt, __gm__ float *out)
{
  __ubuf__ int32_t *cb = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ float *bag = (__ubuf__ float *) get_imm (0x1000);
  int m[NB];
  copy_gm_to_ubuf (cb, cnt, 0, 1, 1, 0, 0);
  copy_gm_to_ubuf (bag, x, 0, 1, NB * BAG_ROWS / 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_S, EVENT_ID0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  for (int b = 0; b < NB; b++)
    {
      int n = cb[b];
      m[b] = n < 0 ? 0 : n > MAXB ? MAXB : n;
    }
  for (int level = 0; level < 8; level++)
    {
      int any = 0, odd = 0;
      for (int b = 0; b < NB; b++)
        if (m[b] > 2)
          {
            int h = m[b] / 2;
            __ubuf__ float *r = bag + b * BAG_ROWS;
            vadd (r, r, r + (m[b] - h) * D, (uint8_t) (h * D / 64), 1, 1,
                  1, 8, 8, 8);
            any = 1;
            odd |= h & 1;
          }
      if (!any)
        break;
      if (odd)
        {
          set_vector_mask (0, 0xFFFFFFFFull);
          for (int b = 0; b < NB; b++)
            if (m[b] > 2 && (m[b] / 2) % 2 == 1)
              {
                int h = m[b] / 2, e = h * D / 64 * 64;
                __ubuf__ float *r = bag + b * BAG_ROWS;
                vadd (r + e, r + e, r + (m[b] - h) * D + e, 1, 1, 1, 1, 8,
                      8, 8);
              }
          set_vector_mask (~0ull, ~0ull);
        }
      pipe_barrier (PIPE_V);
      for (int b = 0; b < NB; b++)
        if (m[b] > 2)
#ifdef STEP
          m[b] += STEP;
#else
          m[b] -= m[b] / 2;
#endif
    }
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (out, bag, 0, 1, NB * BAG_ROWS / 8, 0, 0);
}

#ifdef HALVING_MAIN
#include <stdio.h>

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *x = ascsim_gm_alloc (NB * BAG_ROWS * sizeof (float));
  int32_t *c = ascsim_gm_alloc (8 * sizeof (int32_t));
  float *o = ascsim_gm_alloc (NB * BAG_ROWS * sizeof (float));
  for (int i = 0; i < NB * BAG_ROWS; i++)
    x[i] = (float) (i % BAG_ROWS / D + 1);
  for (int b = 0; b < NB; b++)
    c[b] = b * 2 - 1;
  ASCSIM_LAUNCH (1, k (x, c, o));
  int bad = 0;
  for (int b = 0; b < NB; b++)
    {
      int n = c[b] < 0 ? 0 : c[b] > MAXB ? MAXB : c[b];
      if (n < 1)
        continue;
      /* With at most two rows left, the sum is in rows 0 and 1.  */
      float want = (float) (n * (n + 1) / 2);
      for (int j = 0; j < D; j++)
        {
          float got = o[b * BAG_ROWS + j];
          if (n > 1)
            got += o[b * BAG_ROWS + D + j];
          bad += got != want;
        }
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "bag sums");
  return ascsim_finish ();
}
#endif
