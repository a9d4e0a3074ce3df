/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-mode=off" } */
/* { dg-ascsync-expect-exit 1 } */
/* mode=off: the pass changes nothing, so a kernel without sync runs
   with the race of the vadds with the load that the plugin would have
   ordered.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  int64_t blk = block_idx * 16384;
  copy_gm_to_ubuf (a, x + blk, 0, 1, 8, 0, 0);
  vadds (b, a, 1.0, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + blk, b, 0, 1, 8, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains "race-inter-pipe: PIPE_MTE2 writes UB bytes \\\[0x0, 0x100\\) and the later vadds.f16 \\(V\\)" } } */
