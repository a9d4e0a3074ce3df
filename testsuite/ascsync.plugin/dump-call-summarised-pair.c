/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Device function H calls K2, which issues pipe work, is not inlined
   and has a summary (its sync is the plugin's own): the load K2 issues
   stands for its work at the call, so H's store of what it loaded is
   ordered by a pair set right after the call and waited before the
   store, with no pipe_barrier (ALL) around the call.  Twins:
   dump-call-hand-sync-summarised.c (a callee keeping hand-written
   sync has a summary too),
   run-call-summary-*.c (the simulator's check).  */
__attribute__ ((noinline)) void
k2 (__gm__ half *x)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
}

void
h (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  k2 (x);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op1 line \[0-9\]+ call k2 \\(summarised: no fence\\)" } } */
/* { dg-final { scan-ascsync-dump "op2 line \[0-9\]+ op copy_gm_to_ubuf pipe=MTE2 .*\\(the callee's work leaving the call\\)" } } */
/* { dg-final { scan-ascsync-dump "after op1: set_flag \\(MTE2, MTE3, 0\\) \\\[dep op2\\\]" } } */
/* { dg-final { scan-ascsync-dump "before op3: wait_flag \\(MTE2, MTE3, 0\\) \\\[dep op2\\\]" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(ALL\\)" } } */
