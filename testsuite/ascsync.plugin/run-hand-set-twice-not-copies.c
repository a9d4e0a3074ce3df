/* { dg-do run } */
/* { dg-options "-O2" } */
/* mode=keep: two hand-written set_flag (S, MTE3) of one id in one
   iteration, each waited for at once, are not copies of one set (GCC's
   copies lie on different paths): the second, after the scalar store,
   does not make the first's wait, before it, order the store before the
   copy_ubuf_to_gm that reads it (the pipe_barrier (PIPE_ALL) after each
   wait orders the next set after it).  The plugin took the two for copies
   and the dependence for ordered (fuzz-gen seed 96, reduced); the
   kernel as written races there, and the plugin must add the pair.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x0);
  int64_t blk = block_idx * 16384;
  int nt = 2 + (int) (block_idx & 1);
  float acc = 0.5f;
  vector_dup (b, (half) 0.0f, 8, 1, 1, 8, 8);
  pipe_barrier (PIPE_ALL);
  for (int i = 0; i < nt; i++)
    {
      set_flag (PIPE_S, PIPE_MTE3, EVENT_ID2);
      wait_flag (PIPE_S, PIPE_MTE3, EVENT_ID2);
      pipe_barrier (PIPE_ALL);
      b[(i & 1) * 512 + 7] = (half) acc;
      copy_ubuf_to_gm (y + blk + i * 512, b + (i & 1) * 512, 0, 1, 32, 0, 0);
      acc = acc * 0.5f + 0.25f;
      set_flag (PIPE_S, PIPE_MTE3, EVENT_ID2);
      wait_flag (PIPE_S, PIPE_MTE3, EVENT_ID2);
      pipe_barrier (PIPE_ALL);
    }
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
