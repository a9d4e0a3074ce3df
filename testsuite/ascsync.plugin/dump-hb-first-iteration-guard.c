/* { dg-do compile } */
/* { dg-options "-O2 -fno-thread-jumps -fplugin-arg-ascsync-dump=deps,plan" } */
/* The accumulation idiom of a matmul's k loop ("mad (..., ks == 0)",
   which GCC splits into two copies): the first iteration writes the
   accumulator (vmuls), the later ones add to it (vadd) after a
   hand-written barrier.  The vadd of iteration T and the vmuls of
   iteration T + 1 never both run: the edge into the vmuls is taken in
   iteration 0 only (GCC's scalar evolution says ks > 0 from iteration 1
   on), and from the second iteration on the happens-before flow does
   not follow it.  So the plugin adds no pipe_barrier (PIPE_V) before
   the vmuls; it used to.  Twin: dump-hb-first-iteration-guard-late.c
   ("ks > 1": iteration 1 runs the vmuls too, after the vmuls of
   iteration 0 with nothing between, and the plugin's barrier stays).
   run-hb-first-iteration-guard.c runs it.  (-fno-thread-jumps: GCC's
   jump threading would peel iteration 0 out of the loop.)  */
#ifndef SKIP_UNTIL
#define SKIP_UNTIL 0
#endif

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *acc = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  for (int ks = 0; ks < n; ks++)
    {
      if (ks > SKIP_UNTIL)
        {
          pipe_barrier (PIPE_V);
          vadd (acc, acc, a, 2, 1, 1, 1, 8, 8, 8);
        }
      else
        vmuls (acc, a, 1.0, 2, 1, 1, 8, 8);
    }
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, acc, 0, 1, 16, 0, 0);
}
#if SKIP_UNTIL == 0
/* { dg-final { scan-ascsync-dump "plan: 0 insertions" } } */
#endif
