/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A tile grid walked with one counter whose rows are narrower than
   their 8 tiles: the last tile of a row overlaps the first of the next
   (the stores of iterations t and t + 1 meet when t % 8 == 7), so the
   store is not "self" disjoint and keeps a pipe_barrier (MTE3); the
   simulator checks the stores stay ordered (the later tile wins where
   they overlap).  Twin: run-divmod-grid-overlap-unsynced.c shows the
   checker reporting the race without that barrier.  */
#include <ascsim.h>
#include <stdio.h>

#define NT 24
#define ROW 896                 /* halves per row of y: 7 tiles */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *b[2] = { (__ubuf__ half *) get_imm (0),
                          (__ubuf__ half *) get_imm (0x100) };
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (b[t & 1], x + t * 128, 0, 1, 8, 0, 0);
      copy_ubuf_to_gm (y + (t / 8) * ROW + (t % 8) * 128, b[t & 1], 0, 1, 8,
                       0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (NT * 128 * sizeof (half));
  half *y = ascsim_gm_alloc ((NT / 8 * ROW + 128) * sizeof (half));
  static float want[NT / 8 * ROW + 128];
  for (int i = 0; i < NT * 128; i++)
    x[i] = (half) (float) (i % 1021);
  for (int t = 0; t < NT; t++)
    for (int i = 0; i < 128; i++)
      want[(t / 8) * ROW + (t % 8) * 128 + i] = (float) ((t * 128 + i) % 1021);
  ASCSIM_LAUNCH (1, k (x, y, NT));
  int bad = 0;
  for (int i = 0; i < NT / 8 * ROW + 128; i++)
    bad += (float) y[i] != want[i];
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y holds the tiles, later ones on top");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump-not ",self" } } */
/* { dg-final { scan-ascsync-dump "before op1: pipe_barrier \\(MTE3\\)" } } */
