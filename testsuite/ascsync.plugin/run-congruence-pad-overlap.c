/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* Twin of run-congruence-pad-column.c with the vector_dup one block
   earlier: it zeroes the last data block of each row (residues
   0x7c0-0x7df of the row's 2048 bytes), which the load writes too.  The
   congruences meet, so the dependence is kept (the dup waits for the
   load); the simulator checks the result (the last block of each row 0)
   and that nothing races (the store leaves the pads out).  (With congruent_apart taking any two
   congruences as apart, the plan drops the dependence and the simulator
   reports "race-inter-pipe: PIPE_MTE2 writes UB bytes [0x7c0, 0x3fe0)
   and the later vector_dup.f16 (V) ... writes them".)  */
#include <ascsim.h>
#include <stdio.h>

#define COLS 1008
#define CPAD 1024
#define ROWS 16

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0);
  if (rows > ROWS)
    rows = ROWS;
  copy_gm_to_ubuf (in, x, 0, (uint16_t) rows, COLS / 16, 0, 1);
  for (int r = 0; r < ROWS / 8; r++)
    vector_dup (in + r * 8 * CPAD + COLS - 16, (half) 0.0f, 1, CPAD / 16, 1, 8,
                8);
  copy_ubuf_to_gm (y, in, 0, ROWS, COLS / 16, 1, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (ROWS * COLS * sizeof (half));
  half *y = ascsim_gm_alloc (ROWS * COLS * sizeof (half));
  for (int i = 0; i < ROWS * COLS; i++)
    x[i] = (half) (float) (i % 500 + 1);
  ASCSIM_LAUNCH (1, k (x, y, ROWS));
  int bad = 0;
  for (int r = 0; r < ROWS; r++)
    for (int j = 0; j < COLS; j++)
      {
        float want = j < COLS - 16 ? (float) ((r * COLS + j) % 500 + 1)
                                   : 0.0f;
        bad += (float) y[r * COLS + j] != want;
      }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "rows loaded, last blocks zeroed");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op vector_dup pipe=V W:UB\[^ \\n\]*\\{mod=0x800:0x7c0\\+0x20\\}" } } */
/* { dg-final { scan-ascsync-dump "line 2\[0-9\], MTE2\\) -> op\[0-9\]+ \\(line 2\[0-9\], V\\) WAW" } } */
