/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=redundancy,plan" } */
/* Per tile, rows are gathered one load each into the tile's slot and
   summed by a vcadd, as NllLoss does; a tile may have no rows.  The
   loads of a slot wait for the vcadd of two tiles back (a loop-carried
   V -> MTE2 pair rotating over two ids), and the vcadd waits for the
   loads (MTE2 -> V, after the row loop).  The V -> MTE2 pair's wait
   must come before its set in every tile: the MTE2 -> V pair does that
   on the path with rows, but GCC threads the empty tile onto a path of
   its own.  Only that path gets the set and wait back to back (MTE2 ->
   V) that re-arm the flag, not every tile (NllLoss: 3083 -> 3074
   cycles); they rotate over two ids, since what orders their own wait
   before their next set is the V -> MTE2 pair's wait two tiles later
   (with one id the simulator reports "flag-already-set" for them).  The
   simulator runs tiles with and without rows and checks the sums and
   that nothing races.  */
#include <ascsim.h>
#include <stdio.h>

#define TILES 7
#define ROWS 16

static const int nrows[TILES] = { 16, 11, 0, 8, 0, 5, 16 };

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, __gm__ const int *rows, int tiles)
{
  __ubuf__ float *pk[2] = { (__ubuf__ float *) get_imm (0x0),
                            (__ubuf__ float *) get_imm (0x800) };
  __ubuf__ float *sums = (__ubuf__ float *) get_imm (0x1000);
  if (tiles > TILES)
    tiles = TILES;
  vector_dup (sums, 0.0f, 4, 1, 1, 8, 8);
  for (int t = 0; t < tiles; t++)
    {
      int s = t & 1;
      int n = rows[t];
      for (int i = 0; i < n; i++)
        copy_gm_to_ubuf (pk[s] + i * 8, x + (t * ROWS + i) * 8, 0, 1, 1, 0,
                         0);
      /* Eight rows (64 lanes) a repeat, then the rest under a mask.  */
      int full = n / 8, rem = n % 8;
      if (full > 0)
        vcadd (sums + t * 16, pk[s], (uint8_t) full, 1, 1, 8);
      if (rem > 0)
        {
          set_vector_mask (0, ((uint64_t) 1 << (8 * rem)) - 1);
          vcadd (sums + t * 16 + 8, pk[s] + full * 64, 1, 1, 1, 8);
          set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
        }
    }
  copy_ubuf_to_gm (y, sums, 0, 1, 2 * TILES, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *x = ascsim_gm_alloc (TILES * ROWS * 8 * sizeof (float));
  float *y = ascsim_gm_alloc (TILES * 16 * sizeof (float));
  int *rows = ascsim_gm_alloc (TILES * sizeof (int));
  for (int i = 0; i < TILES * ROWS * 8; i++)
    x[i] = (float) (i % 13);
  for (int t = 0; t < TILES; t++)
    rows[t] = nrows[t];
  ASCSIM_LAUNCH (1, k (x, y, rows, TILES));
  int bad = 0;
  for (int t = 0; t < TILES; t++)
    {
      /* Each repeat's sum, then the rest's.  */
      for (int g = 0; g * 8 < nrows[t]; g++)
        {
          float want = 0.0f;
          int lo = g * 64, hi = nrows[t] * 8 < lo + 64 ? nrows[t] * 8
                                                       : lo + 64;
          for (int i = lo; i < hi; i++)
            want += (float) ((t * ROWS * 8 + i) % 13);
          int at = nrows[t] % 8 && g == nrows[t] / 8 ? t * 16 + 8
                                                      : t * 16 + g;
          bad += y[at] != want;
        }
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "row sums");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "b2b MTE2->V rotating over 2 ids \\(acknowledgement: re-arms its reverse\\) set and wait start of B" } } */
