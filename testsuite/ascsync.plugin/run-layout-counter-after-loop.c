/* { dg-do run } */
/* { dg-options "-O2" } */
/* IVOPTS runs the second loop on one counter, "ivtmp = PHI <b0, ivtmp
   + 1024>" for b0 + (j % 2) * 512, and rebases it on b2 at the exit
   the else branch takes: the vector_dup writes "b2 - b0 + ivtmp", a
   pointer the evaluator knows only as [0x1000, 0x1400].  The layout
   bound took 0x1400, a slot address of the first loop's rotation, as
   the end of the buffer that write starts in and cut it to [0x1000,
   0x1400), though at 0x1400 it writes [0x1400, 0x1800), which the
   first iteration's vadds reads: no barrier ordered them (a kernel of
   ascsync.fuzz, reduced).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b2 = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *b3 = (__ubuf__ half *) get_imm (0x1800);
  __ubuf__ half *b5 = (__ubuf__ half *) get_imm (0x2800);
  int64_t blk = block_idx * 16384;
  int nt = 2 + (int) (block_idx & 1);
  vector_dup (b0, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b2, 0.0, 8, 1, 1, 8, 8);
  vector_dup (b5, 0.0, 8, 1, 1, 8, 8);
  for (int i = 0; i < nt; i++)
    vmax (b2 + ((i + 1) % 2) * 512, b2 + ((i + 1) % 2) * 512, b0 + 512, 4,
          1, 1, 1, 8, 8, 8);
  for (int j = 0; j < 2; j++)
    {
      vadds (b0 + (j % 2) * 512, b2 + 512, 0.5, 4, 1, 1, 8, 8);
      if ((j & 1) == 0)
        vadds (b3 + 384, b5 + 128, 0.5, 1, 1, 1, 8, 8);
      else
        vector_dup (b2 + (j % 2) * 512, 0.0, 4, 1, 1, 8, 8);
    }
  copy_ubuf_to_gm (y + blk, b0, 0, 1, 1, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
