/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Two vector operations write the two halves of each 512-byte row of O:
   a run of 8 adjacent blocks per repeat, repeats 16 blocks apart, as
   AttnScore's two vadds that copy the row maxima into a 16 x 16 matrix;
   the repeat count is a parameter.  Modulo 512 bytes the first writes
   residues [0, 0x100), the second [0x100, 0x200): apart whatever the
   count, so no pipe_barrier (V) between them (the plugin before this
   took each 32-byte block 32 bytes apart, every residue, and put one).
   The simulator checks the rows and that nothing races.  Twin:
   run-congruence-repeat-runs-overlap.c.  */
#include <ascsim.h>
#include <stdio.h>

#define ROWS 4
#define RH 256                  /* halves per row: two 128-half runs */
#define SECOND 128              /* where the second run starts */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *o = (__ubuf__ half *) get_imm (0x2000);
  if (rows > ROWS)
    rows = ROWS;
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf (b, x + 128, 0, 1, 8, 0, 0);
  /* Row r of O: [0, 128) = A + 1, [SECOND, SECOND + 128) = B + 2.  */
  vadds (o, a, 1.0, (uint8_t) rows, 1, 1, 16, 0);
  vadds (o + SECOND, b, 2.0, (uint8_t) rows, 1, 1, 16, 0);
  copy_ubuf_to_gm (y, o, 0, ROWS, (SECOND + 128) / 16,
                   RH / 16 - (SECOND + 128) / 16, 0);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (RH * sizeof (half));
  half *y = ascsim_gm_alloc (ROWS * RH * sizeof (half));
  for (int i = 0; i < RH; i++)
    x[i] = (half) (float) (i % 100);
  ASCSIM_LAUNCH (1, k (x, y, ROWS));
  int bad = 0;
  for (int r = 0; r < ROWS; r++)
    for (int j = 0; j < SECOND + 128; j++)
      {
        float want = j < SECOND ? (float) (j % 100) + 1.0f
                     : (float) ((128 + j - SECOND) % 100) + 2.0f;
        if (j < SECOND + 128)
          bad += (float) y[r * (SECOND + 128) + j] != want;
      }
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "runs written");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op3 line \\d+ op vadds .*\\{mod=0x200:0x100\\+0x100\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
