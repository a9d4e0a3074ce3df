/* gather-rows-pointer-exit.h -- bags of table rows gathered into two
   slots in turn, shared by the tests named after the behaviour they
   check.  Bag t (slot s = t & 1) has a count read from data, clamped to
   [0, MAXR]; its rows are gathered one DMA each into BAG[s], "for (j =
   0; j < n; j++)", summed by V into OUT[s] (the first row copied, the
   others added) and stored by MTE3.  At -Os GCC writes the row loop as
   a pointer stepping by a row until it equals the bag's end, "for (p =
   bg; p != bg + n * ROW; p += ROW)", tested at its head: the header
   sees the end, the DMA in the body never does.  */
#include <ascsim.h>
#include <stdio.h>

#define D 64                    /* floats per row: one repeat */
#define MAXR 8                  /* rows a bag holds */
#define NBAGS 6
#define VOCAB 16

__global__ __aicore__ void
k (__gm__ float *table, __gm__ int32_t *hdr, __gm__ float *out)
{
  __ubuf__ int32_t *hb = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ float *bag = (__ubuf__ float *) get_imm (0x1000);
  __ubuf__ float *res = (__ubuf__ float *) get_imm (0x5000);
  copy_gm_to_ubuf (hb, hdr, 0, 1, 2, 0, 0);
  for (int t = 0; t < NBAGS; t++)
    {
      int s = t & 1;
      int n = hb[2 * t];
      int r0 = hb[2 * t + 1];
      n = n < 0 ? 0 : n > MAXR ? MAXR : n;
      __ubuf__ float *bg = bag + s * MAXR * D;
      __ubuf__ float *o = res + s * D;
      for (int j = 0; j < n; j++)
        copy_gm_to_ubuf (bg + j * D, table + ((r0 + j) % VOCAB) * D, 0, 1,
                         D * 4 / 32, 0, 0);
      vector_dup (o, 0.0f, 1, 1, 1, 8, 8);
      for (int j = 0; j < n; j++)
        vadd (o, o, bg + j * D, 1, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (out + t * D, o, 0, 1, D * 4 / 32, 0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *table = ascsim_gm_alloc (VOCAB * D * sizeof (float));
  int32_t *hdr = ascsim_gm_alloc (16 * sizeof (int32_t));
  float *out = ascsim_gm_alloc (NBAGS * D * sizeof (float));
  for (int i = 0; i < VOCAB * D; i++)
    table[i] = (float) (i % 7) - 3.0f;
  for (int t = 0; t < NBAGS; t++)
    {
      hdr[2 * t] = (t * 5) % 11 - 1;       /* -1 to 9: clamped */
      hdr[2 * t + 1] = 3 * t;
    }
  ASCSIM_LAUNCH (1, k (table, hdr, out));
  int bad = 0;
  for (int t = 0; t < NBAGS; t++)
    {
      int n = hdr[2 * t];
      n = n < 0 ? 0 : n > MAXR ? MAXR : n;
      for (int c = 0; c < D; c++)
        {
          float want = 0.0f;
          for (int j = 0; j < n; j++)
            want += table[((hdr[2 * t + 1] + j) % VOCAB) * D + c];
          bad += out[t * D + c] != want;
        }
    }
  printf ("mismatches %d\n", bad);
  return ascsim_finish ();
}
