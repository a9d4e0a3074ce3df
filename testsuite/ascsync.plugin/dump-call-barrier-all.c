/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* Device function H calls K2, which issues pipe work, is not inlined
   and keeps hand-written sync (mode keep): its sync is not the
   planner's alone, so it has no summary, and everything H issued before
   must be finished and nothing after may start early: the call gets a
   pipe_barrier (ALL) before and after it.  Twins:
   dump-call-summarised-pair.c (a callee without hand-written sync),
   run-launch-host-no-sync.c (a launch from host code gets none).  */
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
/* { dg-final { scan-ascsync-dump "before op0: pipe_barrier \\(ALL\\) \\\[call\\\]" } } */
/* { dg-final { scan-ascsync-dump "after op0: pipe_barrier \\(ALL\\) \\\[call\\\]" } } */
