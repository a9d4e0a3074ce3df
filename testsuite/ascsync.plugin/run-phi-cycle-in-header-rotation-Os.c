/* { dg-do run } */
/* { dg-options "-Os" } */
/* At -Os GCC turns the goto region into "i0 = PHI <0, i1>" at the head
   of one loop and "i1 = PHI <g, i0>" at the head of another, where g
   (1 there) is the next value of i0.  Evaluating i1, the evaluator
   gave up its PHI's depth before looking for the loop's rotation,
   which evaluates i0 again: i0 was given the same depth, took the
   reference to i1 for a cycle of its own and closed it to 0, its only
   other argument, and kept that as i0's value.  So the scalar store
   was taken to write only slot 1 of b1, and nothing ordered its store
   to slot 0 (in the second round of the outer loop) before the load
   of b1 after it (a kernel of ascsync.fuzz, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x800);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  int64_t blk = block_idx * 16384;
  float acc = 0.0f;
  int i = 0;
  do
    {
      int g = 0;
      if (i & 1)
        goto second;
    first:
      b1[((i + 1) & 1) * 512 + 12] = (half) acc;
    second:
      copy_gm_to_ubuf (b5 + (i & 1) * 512, x + blk + 384 + i * 128, 0, 1, 8,
                       0, 0);
      if (++g < 2)
        goto first;
      copy_gm_to_ubuf (b1, x + blk + 1536, 0, 1, 32, 0, 0);
    }
  while (++i < 2);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
