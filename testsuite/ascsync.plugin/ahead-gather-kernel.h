/* Rows gathered by index into four tile slots three tiles ahead of
   the vector work: out[i] = table[idx[i]] * 0.75 + 1.  A block's share
   of N rows is NROWS; tile T has ROWS = MIN (NROWS - T * TR, TR) rows.
   Before the tile loop the rows of tiles 0 .. 2 are gathered into
   slots 0 .. 2; iteration T gathers tile T + 3 (while there is one)
   into the next slot of a counter ("if (++g_ld == 4) g_ld = 0"), then
   scales tile T from its slot (another such counter) into an output
   slot (T % 2), adds 1 and stores it: "(uint16_t) (rows * 16)" blocks,
   which GCC computes as "(unsigned short) MIN (left, 8) * 16".  With
   AHEAD_MAIN defined, a main runs the kernel on two blocks and checks
   OUT.  */
#define VOCAB 64
#define D 128                   /* floats per row: 16 blocks */
#define TR 8
#define NSLOT 4
#define AHEAD 3
#define NROWS 117

#define GATHER_TILE(G, TL, ROWS_T)                                        \
  do                                                                      \
    {                                                                     \
      __ubuf__ float *dst_ = tile + (G) * TR * D;                          \
      for (int i_ = 0; i_ < (ROWS_T); i_++)                               \
        copy_gm_to_ubuf (dst_ + i_ * D, table + idx[(TL) * TR + i_] * D,  \
                         0, 1, D * 4 / 32, 0, 0);                         \
    }                                                                     \
  while (0)

__global__ __aicore__ void
k (__gm__ float *table, __gm__ int32_t *idx_gm, __gm__ float *out,
   int32_t n)
{
  __ubuf__ int32_t *idx = (__ubuf__ int32_t *) get_imm (0);
  __ubuf__ float *tile = (__ubuf__ float *) get_imm (0x800);
  __ubuf__ float *res = (__ubuf__ float *) get_imm (0x800 + NSLOT * TR * D * 4);
  int64_t per = n / block_num, extra = n % block_num;
  int64_t nrows = per + (block_idx < extra ? 1 : 0);
  int64_t row0 = block_idx * per + (block_idx < extra ? block_idx : extra);
  int64_t ntiles = (nrows + TR - 1) / TR;
  if (ntiles <= 0 || nrows > 512)
    return;
  copy_gm_to_ubuf (idx, idx_gm + row0, 0, 1,
                   (uint16_t) ((nrows * 4 + 31) / 32), 0, 0);
  int g_ld = 0;
  int64_t t_ld = 0;
  for (; t_ld < AHEAD && t_ld < ntiles; t_ld++)
    {
      int64_t left = nrows - t_ld * TR;
      GATHER_TILE (g_ld, t_ld, (int) (left < TR ? left : TR));
      if (++g_ld == NSLOT)
        g_ld = 0;
    }
  int g = 0;
  for (int64_t t = 0; t < ntiles; t++)
    {
      if (t_ld < ntiles)
        {
          int64_t left_ld = nrows - t_ld * TR;
          GATHER_TILE (g_ld, t_ld, (int) (left_ld < TR ? left_ld : TR));
          if (++g_ld == NSLOT)
            g_ld = 0;
          t_ld++;
        }
      int64_t left = nrows - t * TR;
      int rows = (int) (left < TR ? left : TR);
      __ubuf__ float *in = tile + g * TR * D;
      __ubuf__ float *ob = res + (t % 2) * TR * D;
      vmuls (ob, in, 0.75f, (uint8_t) (rows * 2), 1, 1, 8, 8);
      vadds (ob, ob, 1.0f, (uint8_t) (rows * 2), 1, 1, 8, 8);
      copy_ubuf_to_gm (out + (row0 + t * TR) * D, ob, 0, 1,
                       (uint16_t) (rows * 16), 0, 0);
      if (++g == NSLOT)
        g = 0;
    }
}

#ifdef AHEAD_MAIN
#include <stdio.h>
int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *table = ascsim_gm_alloc (VOCAB * D * sizeof (float));
  int32_t *idx = ascsim_gm_alloc ((NROWS + 8) * sizeof (int32_t));
  float *out = ascsim_gm_alloc (NROWS * D * sizeof (float));
  for (int i = 0; i < VOCAB * D; i++)
    table[i] = (float) (i / D) + (float) (i % D) / 256.0f;
  for (int i = 0; i < NROWS; i++)
    idx[i] = (i * 37 + 11) % VOCAB;
  ASCSIM_LAUNCH (2, k (table, idx, out, NROWS));
  int bad = 0;
  for (int i = 0; i < NROWS * D; i++)
    bad += out[i] != table[idx[i / D] * D + i % D] * 0.75f + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "out = table rows * 0.75 + 1");
  return ascsim_finish ();
}
#endif
