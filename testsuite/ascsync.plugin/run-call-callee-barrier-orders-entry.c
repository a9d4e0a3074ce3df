/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* A helper left out of line does a tile's vector work in three steps
   with a pipe_barrier (V) of its own plan between them; the second step
   writes a single buffer SQ that the third reads.  The third step of
   tile t and the second of tile t + 1 meet in SQ (a write after read
   between two calls), but the helper's barrier before its second step
   orders everything the vector pipe issued before the call: the
   summary says so for that step (sync_op.entry_ord), and the loop
   calling the helper needs no barrier of its own before the call.  The
   simulator checks that nothing races and the results.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 1024               /* halves */
#define NT 6

static __attribute__ ((noinline)) void
tile (__gm__ half *x, __gm__ half *y, int64_t t, int s)
{
  __ubuf__ half *xs = (__ubuf__ half *) get_imm (s * 0x800);
  __ubuf__ half *ws = (__ubuf__ half *) get_imm (0x1000 + s * 0x800);
  __ubuf__ half *sq = (__ubuf__ half *) get_imm (0x2000);
  __ubuf__ half *ys = (__ubuf__ half *) get_imm (0x3000 + s * 0x800);
  copy_gm_to_ubuf (xs, x + t * TILE, 0, 1, TILE / 16, 0, 0);
  vadds (ws, xs, (half) 1.0f, TILE / 128, 1, 1, 8, 8);
  vmuls (sq, ws, (half) 2.0f, TILE / 128, 1, 1, 8, 8);
  vadds (ys, sq, (half) 3.0f, TILE / 128, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + t * TILE, ys, 0, 1, TILE / 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int64_t t = 0; t < NT; t++)
    tile (x, y, t, (int) (t & 1));
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) NT * TILE * sizeof (half));
  for (int i = 0; i < NT * TILE; i++)
    x[i] = (half) (float) (i % 11 - 5);
  ASCSIM_LAUNCH (1, k (x, y));
  int bad = 0;
  for (int i = 0; i < NT * TILE; i++)
    bad += (float) y[i] != ((float) x[i] + 1.0f) * 2.0f + 3.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = (x + 1) * 2 + 3");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\) \\\[dep op\[0-9\]+\\\] line 27" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\) \\\[dep op\[0-9\]+\\\] line 36" } } */
