/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A transpose walked with one tile counter t over band t / 3 and
   column tile t % 3 (as kernels/transpose.c).  The store of a tile
   writes 32 bytes (the band's 16 columns) of each of 32 rows of b,
   rows BANDS * 32 bytes apart; the tiles of other bands interleave
   with it, those of other column tiles follow it.  The stores of one
   block's tiles touch disjoint bytes only because a block gets at most
   BANDS bands (the block split "per + (block_idx < extra)" is at most
   BANDS, not BANDS + 1): band offsets then stay inside one row, so the
   store needs no pipe_barrier (MTE3) after the previous tile's; the
   simulator checks that nothing races and b is the transpose.  */
#include <ascsim.h>
#include <stdio.h>

#define BANDS 20
#define M (16 * BANDS)
#define KB 2                    /* column blocks per tile */
#define TILES 3                 /* tiles per band */
#define N (16 * KB * TILES)
#define SLOT (KB * 256)

__global__ __aicore__ void
k (__gm__ half *a, __gm__ half *b)
{
  __ubuf__ half *in_ub = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *out_ub = (__ubuf__ half *) get_imm (0x2000);
  int64_t per = BANDS / block_num, extra = BANDS % block_num;
  int64_t nbands = per + (block_idx < extra ? 1 : 0);
  int64_t band0 = block_idx * per + (block_idx < extra ? block_idx : extra);
  for (int64_t t = 0; t < nbands * TILES; t++)
    {
      int s = (int) (t & 1);
      int64_t r0 = (band0 + t / TILES) * 16;
      int64_t cb0 = (t % TILES) * KB;
      __ubuf__ half *in = in_ub + s * SLOT;
      __ubuf__ half *out = out_ub + s * SLOT;
      for (int j = 0; j < KB; j++)
        copy_gm_to_ubuf (in + j * 256, a + r0 * N + (cb0 + j) * 16, 0, 16, 1,
                         N / 16 - 1, 0);
      for (int j = 0; j < KB; j++)
        vtranspose ((__ubuf__ uint16_t *) (out + j * 256),
                    (__ubuf__ uint16_t *) (in + j * 256));
      copy_ubuf_to_gm (b + cb0 * 16 * M + r0, out, 0, 16 * KB, 1, 0,
                       M / 16 - 1);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *a = ascsim_gm_alloc (M * N * sizeof (half));
  half *b = ascsim_gm_alloc (N * M * sizeof (half));
  for (int i = 0; i < M * N; i++)
    a[i] = (half) (float) (i % 1021);
  ASCSIM_LAUNCH (3, k (a, b));
  int bad = 0;
  for (int r = 0; r < M; r++)
    for (int c = 0; c < N; c++)
      bad += (float) b[c * M + r] != (float) a[r * N + c];
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "b = a transposed");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 \[^\\n\]* W:GM\\\[arg1\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE3\\)" } } */
