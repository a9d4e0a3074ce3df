/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* Rows of 1008 halves stored 1024 apart, as LayerNorm keeps them: the
   load writes 63 blocks of each row with a one-block gap (dst_gap 1),
   for a number of rows known only at run time, and a vector_dup zeroes
   the 64th block of 8 rows per call, in a loop.  Their byte ranges
   overlap, but modulo the row (2048 bytes) the load writes residues
   0x0-0x7df and the dup 0x7e0-0x7ff: the dump shows those congruences
   and no dependence between the two, so the dup does not wait for the
   load.  The simulator checks the result (every pad 0, the data as
   loaded) and that nothing races.  Twin: run-congruence-pad-overlap.c
   (the dup one block earlier: a dependence).  */
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
    vector_dup (in + r * 8 * CPAD + COLS, (half) 0.0f, 1, CPAD / 16, 1, 8,
                8);
  copy_ubuf_to_gm (y, in, 0, 1, (uint16_t) (ROWS * CPAD / 16), 0, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (ROWS * COLS * sizeof (half));
  half *y = ascsim_gm_alloc (ROWS * CPAD * sizeof (half));
  for (int i = 0; i < ROWS * COLS; i++)
    x[i] = (half) (float) (i % 500 + 1);
  ASCSIM_LAUNCH (1, k (x, y, ROWS));
  int bad = 0;
  for (int r = 0; r < ROWS; r++)
    for (int j = 0; j < CPAD; j++)
      {
        float want = j < COLS ? (float) ((r * COLS + j) % 500 + 1) : 0.0f;
        bad += (float) y[r * CPAD + j] != want;
      }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "rows loaded, pads zeroed");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\\n\]*W:UB\[^ \\n\]*\\{mod=0x800:0x0\\+0x7e0\\}" } } */
/* { dg-final { scan-ascsync-dump "op vector_dup pipe=V W:UB\[^ \\n\]*\\{mod=0x800:0x7e0\\+0x20\\}" } } */
/* { dg-final { scan-ascsync-dump-not "line 2\[0-9\], MTE2\\) -> op\[0-9\]+ \\(line 2\[0-9\], V\\)" } } */
