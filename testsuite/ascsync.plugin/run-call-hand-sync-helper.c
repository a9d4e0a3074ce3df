/* { dg-do run } */
/* { dg-options "-O2" } */
/* Mode keep: a tile helper with hand-written sync, called in a loop on
   alternate slots.  The caller loads each tile and sets MTE2 -> V on
   the tile's slot; the helper waits for it, computes, finishes the
   vector pipe before its store (V -> MTE3, back to back) and stores.
   Nothing orders the store of tile T before the load of tile T + 2
   into the same slot: the plugin must, between the calls, though the
   helper's flags pass between caller and callee (the author's
   protocol) and its ids are the caller's too.  The checker judges.  */
#include <ascsim.h>

__attribute__ ((noinline)) void
tile (__gm__ half *y, int t, int s)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000 + (s & 1) * 0x400);
  wait_flag (PIPE_MTE2, PIPE_V, (event_t) (s & 1));
  vmuls (b, b, 2.0, 2, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, (event_t) (s & 1));
  wait_flag (PIPE_V, PIPE_MTE3, (event_t) (s & 1));
  copy_ubuf_to_gm (y + t * 256, b, 0, 1, 16, 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  for (int t = 0; t < 8; t++)
    {
      __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000 + (t & 1)
                                                    * 0x400);
      copy_gm_to_ubuf (b, x + t * 256, 0, 1, 16, 0, 0);
      set_flag (PIPE_MTE2, PIPE_V, (event_t) (t & 1));
      tile (y, t, t & 1);
    }
}

#define CALL_N 2048
#define CALL_EXPECT(i) (2 * ((i) % 8))
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
