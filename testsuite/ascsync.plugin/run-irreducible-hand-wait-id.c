/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-ascsync-split=no" } */
/* Hand-written sync (V -> S, id 3) beside the data-flow planner's own
   pairs (a cycle entered at two blocks).  Its planned MTE3 -> V pair
   is waited for in the do-while loop on V; the parity fix at the
   region's entries sets it again on MTE3, which needs V's last wait
   ordered first.  The planner tracked, per pipe pair, when the pair's
   last set was issued, for its own id and the hand-written ids alike:
   the hand-written wait_flag (V, S, 3) took the fact of the planner's
   set and counted V's waits in the loop as ordered before the scalar
   pipe, so the re-set got no barrier and could run before V's wait
   consumed the first set (a kernel of ascsync.fuzz, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b3 = (__ubuf__ half *) get_imm (0x1800);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  int64_t blk = block_idx * 16384;
  int nt = 2 + (int) (block_idx & 1);
  float acc = 0.0f;
  vector_dup (b3, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b5, 0.0, 8, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + blk + 14080, b5, 0, 1, 16, 0, 0);
  set_flag (PIPE_V, PIPE_S, EVENT_ID3);
  for (int i = 0; i < 3; i++)
    acc = acc * 0.5f + (float) b3[(i % 2) * 512 + 156];
  int j = 0;
  do
    vmuls (b5 + ((j + 1) & 1) * 512, b5 + ((j + 1) & 1) * 512, (double) acc,
           1, 1, 1, 8, 8);
  while (++j < nt);
  wait_flag (PIPE_V, PIPE_S, EVENT_ID3);
  int g = 0;
  if (block_idx == 1)
    goto second;
first:
  copy_gm_to_ubuf (b3, x + blk + 512, 0, 1, 32, 0, 0);
second:;
  int m = 0;
  do
    {
      copy_ubuf_to_gm (y + blk + 128 + m * 128, b5 + (m % 2) * 512 + 256, 0,
                       1, 8, 0, 0);
      if (acc > 0.25f)
        vadds (b5 + ((m + 1) & 1) * 512, b3 + ((m + 1) % 2) * 512, 0.5, 4,
               1, 1, 8, 8);
    }
  while (++m < 3);
  if (++g < nt)
    goto first;
}
#include "fuzz-main.h"
/* { dg-warning "irreducible control flow in .k." "" { target *-*-* } 16 } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
