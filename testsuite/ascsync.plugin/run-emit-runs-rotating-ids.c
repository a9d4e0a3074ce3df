/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* emit=runs, the default: the sync placed at one point is one call of
   asc_sync_run into the function's table of runs -- the two primes of
   the rotating V -> MTE2 pair together on the loop's entry --, a run in
   the loop takes its rotating ids as "+N" over the counter the plugin
   adds, passed to asc_sync_run_id; no call per instruction is left.
   The runs execute what the separate calls would: the checker finds the
   kernel clean.  (run-emit-calls.c builds the same kernel with
   emit=calls.)  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *in[2] = { (__ubuf__ half *) get_imm (0),
                           (__ubuf__ half *) get_imm (0x1000) };
  __ubuf__ half *out[2] = { (__ubuf__ half *) get_imm (0x2000),
                            (__ubuf__ half *) get_imm (0x3000) };
  int n = 5 + (int) block_idx;
  for (int i = 0; i < n; i++)
    {
      int s = i & 1;
      copy_gm_to_ubuf (in[s], x + 128 * i, 0, 1, 8, 0, 0);
      vadds (out[s], in[s], 1.0, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + 128 * (i + 8 * block_idx), out[s], 0, 1, 8, 0,
                       0);
    }
}
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump ";; ascsync: runs: \[0-9\]+ calls for \[0-9\]+ insertions, table ascsync_runs" } } */
/* { dg-final { scan-ascsync-dump "offset \[0-9\]+: s,V,MTE2,0@\[0-9\]+;s,V,MTE2,1@" } } */
/* { dg-final { scan-ascsync-dump "offset \[0-9\]+: \[^\n\]*w,V,MTE2,\\+0@" } } */
/* { dg-final { scan-ascsync-dump "asc_sync_run_id \\(&ascsync_runs\[.0-9\]*, \[0-9\]+, ascsync_slot" } } */
/* { dg-final { scan-ascsync-dump-not "asc_(set|wait)_flag \\(" } } */
/* { dg-final { scan-ascsync-dump-not "asc_pipe_barrier \\(" } } */
