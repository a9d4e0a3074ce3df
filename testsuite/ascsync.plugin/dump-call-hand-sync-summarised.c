/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Device function H calls K2, which issues pipe work, is not inlined
   and keeps hand-written sync (mode keep): its summary stands for its
   work at the call as for a callee whose sync is the plugin's alone,
   so H's store of what K2 loaded is ordered by a pair after the call,
   with no pipe_barrier (ALL) around it.  Twins:
   dump-call-summarised-pair.c (a callee without hand-written sync),
   dump-call-external-barrier-all.c (a callee the plugin cannot see is
   fenced), dump-call-summary-hand-ids-fenced.c (the callee's planned
   ids meet the caller's hand-written ones).  */
__attribute__ ((noinline)) void
k2 (__gm__ half *x)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  pipe_barrier (PIPE_MTE2);
}

void
h (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  k2 (x);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "call k2 \\(summarised: no fence\\)" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE2, MTE3, 0\\) \\\[dep op\[0-9\]+\\\]" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(ALL\\)" } } */
