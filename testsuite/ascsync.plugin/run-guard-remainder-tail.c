/* { dg-do run } */
/* { dg-options "-O2" } */
/* Tiles of up to 128 rows in two slots: FULL = ROWS / 8 repeats, and
   when ROWS % 8 != 0 one more repeat at PK + FULL * 64, the rows left.
   The guard keeps that repeat in its slot (the kernel of
   dump-guard-remainder-bounds-quotient.c), so the next tile's load into
   the other slot need not wait for it.  Run with a last tile of 5 rows
   and with whole tiles only: the sums are right and the checker finds
   no race.  */
#include <ascsim.h>

#include "dump-guard-remainder-bounds-quotient.c"

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
