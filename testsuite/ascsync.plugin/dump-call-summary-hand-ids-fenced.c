/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* Mode keep: a caller whose hand-written sync uses an event id its
   summarised callee's own sync uses (MTE2 -> V, id 0) has that call
   fenced again: a hand-written set right after the call could set the
   flag before the callee's wait took it.  A caller using other ids
   keeps the call summarised (dump-call-summarised-pair.c).  */
__attribute__ ((noinline)) void
k2 (__gm__ half *x)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0);
  vadds (a, a, 1.0, 1, 1, 1, 8, 8);
}

void
h (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  k2 (x);
  copy_gm_to_ubuf (b, x + 256, 0, 1, 8, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadds (b, b, 1.0, 1, 1, 1, 8, 8);
}
/* { dg-final { scan-ascsync-dump "call k2 \\(fenced: pipe_barrier \\(PIPE_ALL\\)\\)" } } */
