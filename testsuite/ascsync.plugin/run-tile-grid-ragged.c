/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A ragged grid of tiles shared among the blocks, as a cube kernel's
   output: "for (t = block_idx; t < 9; t += block_num)", row of tiles
   t / 3, column t % 3, the last row and column smaller (8, 8, 4 rows;
   2, 2, 1 blocks), so the store's shape changes with t and the step is
   the launch's block count.  Computed at each of the 9 values of t,
   the stores never meet: "{L0,self}", and no pipe_barrier (MTE3)
   between them.  The simulator checks the copy and that nothing races.
   Twins: run-tile-grid-ragged-overlap.c (the last column one block too
   wide: the barrier stays) and run-tile-grid-ragged-overlap-unsynced.c
   (the checker reports the race without it).  */
#include <ascsim.h>
#include <stdio.h>

#define ROWS 20                 /* rows of x and y */
#define W 5                     /* 32-byte blocks per row */
#define TR 8                    /* rows of a tile */
#define TC 2                    /* blocks of a tile */
#define RT ((ROWS + TR - 1) / TR)
#define CT ((W + TC - 1) / TC)
#ifndef CW
#define CW W                    /* blocks the last column may reach */
#endif
#define HALVES (ROWS * W * 16 + 16)

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  int i = 0;
  for (int t = (int) block_idx; t < RT * CT; t += (int) block_num, i++)
    {
      int r0 = t / CT * TR, c0 = t % CT * TC;
      int rcnt = ROWS - r0 < TR ? ROWS - r0 : TR;
      int ccnt = CW - c0 < TC ? CW - c0 : TC;
      __ubuf__ half *ub = (__ubuf__ half *) get_imm ((i & 1) * 0x400);
      copy_gm_to_ubuf (ub, x + (r0 * W + c0) * 16, 0, rcnt, ccnt, W - ccnt,
                       0);
      copy_ubuf_to_gm (y + (r0 * W + c0) * 16, ub, 0, rcnt, ccnt, 0,
                       W - ccnt);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (HALVES * sizeof (half));
  half *y = ascsim_gm_alloc (HALVES * sizeof (half));
  for (int i = 0; i < HALVES; i++)
    x[i] = (half) (float) (i % 1021);
  ASCSIM_LAUNCH (2, k (x, y));
  int bad = 0;
  for (int i = 0; i < ROWS * W * 16; i++)
    bad += (float) y[i] != (float) (i % 1021);
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y is a copy of x");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 \[^\\n\]* W:GM\\\[arg1\[^ \]*\\{L0,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE3\\)" } } */
