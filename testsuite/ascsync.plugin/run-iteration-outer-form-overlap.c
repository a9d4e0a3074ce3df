/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* As dump-iteration-outer-form.c, but rows only 256 elements apart:
   the run of the chunk loop of row K (512 elements) overlaps that of
   row K + 1, so the vadds of one row must finish before the next row's
   overwrite the same bytes (V completes out of order): a V barrier once
   a row.  The simulator checks that nothing races and that each element
   holds the value of the last row that wrote it.  */
#include <ascsim.h>
#include <stdio.h>

#define NK 5
#define NJ 4
#define STEP 256

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int nk, int nj)
{
  __ubuf__ half *p = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *q = (__ubuf__ half *) get_imm (0x8000);
  if (nk > 8)
    nk = 8;
  if (nj > 4)
    nj = 4;
  copy_gm_to_ubuf (q, x, 0, 1, NJ * 128 / 16, 0, 0);
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      vadds (p + k * STEP + j * 128, q + j * 128, (half) (float) (k + 1), 1,
             1, 1, 8, 8);
  copy_ubuf_to_gm (y, p, 0, 1, ((NK - 1) * STEP + NJ * 128) / 16, 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int n = (NK - 1) * STEP + NJ * 128;
  half *x = ascsim_gm_alloc (NJ * 128 * sizeof (half));
  half *y = ascsim_gm_alloc (n * sizeof (half));
  for (int i = 0; i < NJ * 128; i++)
    x[i] = (half) (float) (i % 13);
  ASCSIM_LAUNCH (1, k (x, y, NK, NJ));
  int bad = 0;
  for (int i = 0; i < n; i++)
    {
      int last = i / STEP < NK ? i / STEP : NK - 1;
      float want = (float) x[i - last * STEP] + (float) (last + 1);
      bad += (float) y[i] != want;
    }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "the last row's sums");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op vadds \[^\\n\]*\\{L\[0-9\]+,\\+512/it,b\[0-9\]+,0x0\\.\\.0x400\\}" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\) \\\[dep op" } } */
