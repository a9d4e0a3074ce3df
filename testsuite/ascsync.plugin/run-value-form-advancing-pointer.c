/* { dg-do run } */
/* { dg-options "-O2" } */
/* A tile helper (external: its row count is not known where it is
   compiled) that prefetches the next tile into the other slot and
   walks the rows of its own slot: the row pointer's bytes per value of
   "t & 1" keep the prefetch of tile T + 1 apart from the rows of tile
   T, and the run shows the sync sound (y = x + 1, no finding).  */
#include <ascsim.h>

__attribute__ ((noinline)) void
tile (__gm__ half *x, __gm__ half *y, int t, int rows)
{
  __ubuf__ half *cur = (__ubuf__ half *) get_imm (0x1000 + (t & 1) * 0x2000);
  __ubuf__ half *nxt
    = (__ubuf__ half *) get_imm (0x1000 + (1 - (t & 1)) * 0x2000);
  if (t + 1 < 4)
    copy_gm_to_ubuf (nxt, x + (t + 1) * 512, 0, 1, 32, 0, 0);
  for (int i = 0; i < rows; i++)
    vadds (cur + i * 128, cur + i * 128, 1.0, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + t * 512, cur, 0, 1, 32, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  copy_gm_to_ubuf ((__ubuf__ half *) get_imm (0x1000), x, 0, 1, 32, 0, 0);
  for (int t = 0; t < 4; t++)
    tile (x, y, t, 4);
}

#define CALL_N 2048
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
