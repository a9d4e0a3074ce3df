/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-hb-residue-slot-distance.c with data: the vmuls
   of tile T rewrites slot T & 1, which the vadds of tile T + 2 reads;
   only the hand-written pipe_barrier (PIPE_V) of iteration T + 1 lies
   between them, and the plugin adds nothing.  The checker judges it,
   and the results of tiles 0 and 1 (from the slots' first contents) and
   of the later tiles (from the vmuls two tiles back) show the order.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x5000);
  __ubuf__ half *d0 = (__ubuf__ half *) get_imm (0x4000);
  __ubuf__ half *a0 = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (c, x, 0, 1, 16, 0, 0);
  vector_dup (a0, 1.0, 8, 1, 1, 8, 8);
  pipe_barrier (PIPE_ALL);
  for (int t = 0; t < 8; t++)
    {
      __ubuf__ half *a = (__ubuf__ half *) get_imm (0x1000 + (t & 1) * 0x400);
      vadds (d0 + t * 256, a, 1.0, 2, 1, 1, 8, 8);
      pipe_barrier (PIPE_V);
      vmuls (a, c, 2.0, 2, 1, 1, 8, 8);
    }
  copy_ubuf_to_gm (y, d0, 0, 1, 128, 0, 0);
}

#define CALL_N 2048
#define CALL_EXPECT(i) ((i) < 512 ? 2 : 2 * ((i) % 8) + 1)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
