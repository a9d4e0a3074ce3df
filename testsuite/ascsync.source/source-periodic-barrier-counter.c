/* Columns converted into a tile of 16-lane blocks over a number of
   columns known only at run time (as in
   ascsync.plugin/dump-periodic-barrier-unknown-trips.c): two columns'
   blocks meet only 16 columns apart, and the pipe_barrier (V) between
   them runs in the iterations numbered a multiple of 16 but 0, counted
   in the source by the loop's counter.  */
/* { source-contains "if \\(ascsync_iter_[0-9]+ % 16 == 0 && ascsync_iter_[0-9]+ != 0\\) pipe_barrier \\(PIPE_V\\);" } */
#include <ascsim.h>
#include <stdio.h>

#define REPS 2
#define MAXCOL 48
#define NCOL 40

__global__ __aicore__ void
k (__gm__ float *x, __gm__ half *y, int ncol)
{
  __ubuf__ float *reg = (__ubuf__ float *) get_imm (0);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x20000);
  if (ncol < 1 || ncol > MAXCOL)
    return;
  copy_gm_to_ubuf (reg, x, 0, 1, ncol * REPS * 8, 0, 0);
  for (int c = 0; c < ncol; c++)
    vconv_f322f16 (out + c * 16, reg + c * REPS * 64, REPS, 16, 1, 64, 8);
  copy_ubuf_to_gm (y, out, 0, 1, ncol + 48 + 64 * (REPS - 1), 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  float *x = ascsim_gm_alloc (NCOL * REPS * 64 * sizeof (float));
  half *y = ascsim_gm_alloc ((NCOL + 48 + 64 * (REPS - 1)) * 16
                             * sizeof (half));
  static float want[(NCOL + 48 + 64 * (REPS - 1)) * 16];
  for (int i = 0; i < NCOL * REPS * 64; i++)
    x[i] = (float) (i % 509) / 4.0f;
  for (int c = 0; c < NCOL; c++)
    for (int r = 0; r < REPS; r++)
      for (int j = 0; j < 64; j++)
        want[(c + 16 * (j / 16) + 64 * r) * 16 + j % 16]
          = x[c * REPS * 64 + r * 64 + j];
  ASCSIM_LAUNCH (1, k (x, y, NCOL));
  int bad = 0;
  for (int e = 0; e < (NCOL + 48 + 64 * (REPS - 1)) * 16; e++)
    bad += (float) y[e] != want[e];
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "columns converted, the later one kept");
  return ascsim_finish ();
}
