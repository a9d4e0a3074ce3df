/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-mode=strip -fplugin-arg-ascsync-dump=ops,plan" } */
/* mode=strip removes the hand-written sync and inserts all of it anew:
   here the hand-written set_flag (MTE2, V) has no wait_flag (a race of
   the vadds with the load, and a flag left set), and the pipe_barrier
   (PIPE_ALL) is useless.  The pass sees none of them, and the kernel
   runs clean.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  int64_t blk = block_idx * 16384;
  pipe_barrier (PIPE_ALL);
  copy_gm_to_ubuf (a, x + blk, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadds (b, a, 1.0, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y + blk, b, 0, 1, 8, 0, 0);
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "function k: 1 blocks, 3 operations" } } */
/* { dg-final { scan-ascsync-dump-not "op\[0-9\]+ line \[0-9\]+ (set_flag|pipe_barrier)" } } */
/* { dg-final { scan-ascsync-dump "after op0: set_flag \\(MTE2, V, 0\\)" } } */
/* { dg-final { scan-ascsync-dump "before op1: wait_flag \\(MTE2, V, 0\\)" } } */
