/* { dg-do run } */
/* { dg-options "-O3 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,alloc" } */
/* A slot counter "if (++s == 3) s = 0" that goes on from one row to
   the next (three rows of four tiles), built sync-free at -O3, where
   GCC joins the counter's exit values apart from its latch value: the
   inner loop's header takes the counter's value at the row's entry,
   a PHI of 0 and those exit values, all below 3, so the slots rotate
   over three from that start (tagged "+x", keyed by period 3), and the
   loop-carried pairs follow the counter from it, primed once outside
   the row loop.  Clean and right.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 2048
#define ROWS 3
#define TILES 4

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  int s = 0;
  for (int r = 0; r < ROWS; r++)
    for (int t = 0; t < TILES; t++)
      {
        __ubuf__ half *in = (__ubuf__ half *) get_imm (s * 2 * TILE);
        __ubuf__ half *out = (__ubuf__ half *) get_imm (0x10000
                                                         + s * 2 * TILE);
        copy_gm_to_ubuf (in, x + (r * TILES + t) * TILE, 0, 1, TILE / 16, 0,
                         0);
        vmuls (out, in, (half) 2.0f, TILE / 128, 1, 1, 8, 8);
        pipe_barrier (PIPE_V);
        vadds (out, out, (half) (float) r, TILE / 128, 1, 1, 8, 8);
        copy_ubuf_to_gm (y + (r * TILES + t) * TILE, out, 0, 1, TILE / 16, 0,
                         0);
        if (++s == 3)
          s = 0;
      }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  int n = ROWS * TILES * TILE;
  half *x = ascsim_gm_alloc (n * sizeof (half));
  half *y = ascsim_gm_alloc (n * sizeof (half));
  for (int i = 0; i < n; i++)
    x[i] = (half) (float) (i % 300);
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += (float) y[i] != 2.0f * (float) (i % 300)
                           + (float) (i / (TILES * TILE));
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2 x + the row");
  return ascsim_finish ();
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x3000\\)~\\{L\[0-9\]\\+x\[0-9\]+/3 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000 2:0x2000\\.\\.0x3000\\}" } } */
/* { dg-final { scan-ascsync-dump "pair\[0-9\]+ loop V->MTE2 id=0\\.\\.2 rotating deps op\[0-9\]+->op\[0-9\]+\\(d3\\) primed and drained around L\[0-9\] ids follow the counter" } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
