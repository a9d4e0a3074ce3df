/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Double-buffered tiles of up to 16 rows of 8 heads, the last tile
   shorter: a tile's row count np = MIN (npos - t * 16, 16) is positive
   in every tile the loop runs, which GCC cannot see, so the repeat
   count (uint8_t) np is known only from its type.  The layout
   assumption keeps the per-head vmuls of tile t (through "tb + s *
   SLOT + h * 128") inside slot s: slot 0 ends where slot 1 starts, not
   at the next buffer, so the vmuls of tile t + 1 into slot 1 need not
   wait for the vadds of tile t reading slot 0 (one V barrier, between
   the vmuls and the vadds of a tile).  The simulator checks that
   nothing races and that the results are right, the last tile short.  */
#include <ascsim.h>
#include <stdio.h>

#define TILE 16                 /* rows */
#define ROW 1024                /* halves: 8 heads of 128 */
#define SLOT (TILE * ROW)       /* halves */
#define NPOS 71

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int64_t npos)
{
  __ubuf__ half *xb = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *tb = (__ubuf__ half *) get_imm (0x10000);
  __ubuf__ half *ob = (__ubuf__ half *) get_imm (0x20000);
  int64_t ntiles = (npos + TILE - 1) / TILE;
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      int np = (int) (npos - t * TILE < TILE ? npos - t * TILE : TILE);
      __ubuf__ half *xs = xb + s * SLOT, *ts = tb + s * SLOT;
      copy_gm_to_ubuf (xs, x + t * SLOT, 0, 1, (uint16_t) (np * ROW / 16),
                       0, 0);
      __ubuf__ half *os = ob + s * SLOT;
      for (int h = 0; h < 8; h++)
        vmuls (ts + h * 128, xs + h * 128, (half) 2.0f, (uint8_t) np, 1, 1,
               ROW / 16, ROW / 16);
      for (int h = 0; h < 8; h++)
        vadds (os + h * 128, ts + h * 128, (half) 1.0f, (uint8_t) np, 1, 1,
               ROW / 16, ROW / 16);
      copy_ubuf_to_gm (y + t * SLOT, os, 0, 1, (uint16_t) (np * ROW / 16),
                       0, 0);
    }
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc ((size_t) NPOS * ROW * sizeof (half));
  half *y = ascsim_gm_alloc ((size_t) NPOS * ROW * sizeof (half));
  for (int i = 0; i < NPOS * ROW; i++)
    x[i] = (half) (float) (i % 23 - 11);
  ASCSIM_LAUNCH (1, k (x, y, NPOS));
  int bad = 0;
  for (int i = 0; i < NPOS * ROW; i++)
    bad += (float) y[i] != 2.0f * (float) x[i] + 1.0f;
  printf ("mismatches %d\n", bad);
  ascsim_expect (bad == 0, "y = 2 x + 1");
  return ascsim_finish ();
}
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op vmuls \[^\\n\]* W:UB\[^\\n\]*\\{L\[0-9\]+ 0:0x10000\\.\\.0x18000 1:0x18000\\.\\.0x20000\\}" } } */
/* { dg-final { scan-ascsync-dump-times "pipe_barrier \\(V\\)" 1 } } */
