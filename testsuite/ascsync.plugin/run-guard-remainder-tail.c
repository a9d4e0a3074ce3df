/* { dg-do run } */
/* { dg-options "-O2" } */
/* Tiles of up to 128 rows in two slots: FULL = ROWS / 8 repeats, and
   when ROWS % 8 != 0 one more repeat at PK + FULL * 64, the rows left.
   The guard keeps that repeat in its slot (dump twin:
   dump-guard-remainder-bounds-quotient.c), so the next tile's load into
   the other slot need not wait for it.  Run with a last tile of 5 rows
   and with whole tiles only: the sums are right and the checker finds
   no race.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, int32_t n)
{
  __ubuf__ float *picks = (__ubuf__ float *) get_imm (0x1000);
  __ubuf__ float *sums = (__ubuf__ float *) get_imm (0x3000);
  int64_t ntiles = (n + 127) / 128;
  if (ntiles > 8)
    ntiles = 8;
  vector_dup (sums, 0.0f, 4, 1, 1, 8, 8);
  for (int64_t t = 0; t < ntiles; t++)
    {
      __ubuf__ float *pk = picks + (t & 1) * 1024;
      int64_t left = n - t * 128;
      int rows = (int) (left < 128 ? left : 128);
      copy_gm_to_ubuf (pk, x + t * 1024, 0, 1, (uint16_t) rows, 0, 0);
      int full = rows / 8, rem = rows % 8;
      set_vector_mask (0, 0x0101010101010101ull);
      if (full > 0)
        vcadd (sums + t * 32, pk, (uint8_t) full, 1, 1, 8);
      if (rem > 0)
        {
          set_vector_mask (0, 0x0101010101010101ull >> (8 * (8 - rem)));
          vcadd (sums + t * 32 + 16, pk + full * 64, 1, 1, 1, 8);
        }
      set_vector_mask (~(uint64_t) 0, ~(uint64_t) 0);
    }
  copy_ubuf_to_gm (y, sums, 0, 1, 32, 0, 0);
}

/* Run K on N rows (row i's lane 0 holds i + 1); check tile t's sums.  */
static void
run (int32_t n)
{
  float *x = (float *) ascsim_gm_alloc (8 * 1024 * sizeof (float));
  float *y = (float *) ascsim_gm_alloc (256 * sizeof (float));
  for (int i = 0; i < 8 * 1024; i++)
    x[i] = i % 8 == 0 ? (float) (i / 8 + 1) : 1000.0f;
  ASCSIM_LAUNCH (1, k (x, y, n));
  /* Tile t: one sum per repeat of 8 rows at y[32 t + j], the sum of
     the rows left at y[32 t + 16] (0 when none).  */
  float got[8 * 17], want[8 * 17];
  int nt = 0;
  for (int t = 0; t * 128 < n && t < 8; t++)
    {
      int rows = n - t * 128 < 128 ? n - t * 128 : 128;
      for (int j = 0; j <= rows / 8; j++)
        {
          float s = 0;
          for (int i = 8 * j; i < 8 * j + 8 && i < rows; i++)
            s += (float) (t * 128 + i + 1);
          want[nt] = s;
          got[nt++] = y[t * 32 + (j < rows / 8 ? j : 16)];
        }
    }
  ascsim_compare_f32 ("tile sums", got, want, nt, 0, 1e-6);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  run (3 * 128 + 5);
  run (4 * 128);
  return ascsim_finish ();
}
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
