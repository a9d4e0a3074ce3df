/* { dg-do run } */
/* { dg-options "-O2" } */
/* Slot-major rows counted from data: the c-th valid index of point i
   goes to row c * 8 + i of bag, c counted by the scalar unit.  The row
   has no bound per point, but modulo 8 rows (4096 bytes) the address
   of point i is i rows up: the gathers of different points never meet
   within 8 points, so they need no pipe_barrier (PIPE_MTE2) between
   points (dump-loop-congruence-slot-major-rows.c).  The sync-free
   kernel with the plugin runs clean and correct.  */
#include <ascsim.h>

/* Rows a row group: points fewer than GROUP apart never meet (the twin
   run-loop-congruence-short-period.c takes 4 for its 8 points).  */
#ifndef GROUP
#define GROUP 8
#endif

__global__ __aicore__ void
k (__gm__ half *feat, __gm__ int32_t *nbr, __gm__ half *out, int32_t ntile)
{
  __ubuf__ int32_t *idx = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ half *bag = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (idx, nbr, 0, 1, (uint16_t) (ntile * 8), 0, 0);
  for (int t = 0; t < ntile; t++)
    {
      for (int i = 0; i < 8; i++)
        {
          int c = 0;
          for (int j = 0; j < 8; j++)
            {
              int32_t id = idx[t * 64 + i * 8 + j];
              if (id < 0)
                continue;
              copy_gm_to_ubuf (bag + (c * GROUP + i) * 256, feat + id * 256, 0,
                               1, 16, 0, 0);
              c++;
            }
        }
      copy_ubuf_to_gm (out + t * 2048, bag, 0, 1, 128, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *feat = ascsim_gm_alloc (32 * 256 * 2);
  int32_t *nbr = ascsim_gm_alloc (2 * 64 * 4);
  half *out = ascsim_gm_alloc (2 * 2048 * 2);
  for (int i = 0; i < 32 * 256; i++)
    feat[i] = (half) (float) (i % 251);
  /* Point i of tile t: index j valid when (t + i + j) % 3 != 0.  */
  for (int t = 0; t < 2; t++)
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < 8; j++)
        nbr[t * 64 + i * 8 + j]
            = (t + i + j) % 3 ? (t * 7 + i * 3 + j) % 32 : -1;
  ASCSIM_LAUNCH (1, k (feat, nbr, out, 2));
  int ok = 1;
  for (int t = 0; t < 2; t++)
    for (int r = 0; r < 8; r++)
      {
        /* The last gather into row r: of the latest point i <= r with
           r - i a multiple of GROUP and more than (r - i) / GROUP valid
           indices, its ((r - i) / GROUP)-th.  */
        int want = -1;
        for (int i = r % GROUP; i <= r; i += GROUP)
          {
            int c = 0;
            for (int j = 0; j < 8; j++)
              if (nbr[t * 64 + i * 8 + j] >= 0 && c++ == (r - i) / GROUP)
                want = nbr[t * 64 + i * 8 + j];
          }
        for (int e = 0; e < 256; e++)
          ok &= want < 0
                || (float) out[t * 2048 + r * 256 + e]
                   == (float) ((want * 256 + e) % 251);
      }
  ascsim_expect (ok, "each row holds its last gather");
  return ascsim_finish ();
}

/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
