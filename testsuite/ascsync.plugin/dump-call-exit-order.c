/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,redundancy,plan" } */
/* What a callee's sync orders from its entry to its return orders the
   caller's work around the call: K2's hand-written set_flag and
   wait_flag (V, MTE3) finish every vector instruction issued before
   them, H's vadds on B among them, before the store after the call
   reads B, on every path through K2.  H's pair for it goes as
   redundant.  dump-call-exit-order-one-path.c includes this kernel with
   ONE_PATH set (the sync and the store only when N is positive).  */
#ifndef ONE_PATH
#define ONE_PATH 0
#endif
__attribute__ ((noinline)) void
k2 (__gm__ half *x, int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  vadds (a, a, 1.0, 1, 1, 1, 8, 8);
  if (!ONE_PATH || n > 0)
    {
      set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
      copy_ubuf_to_gm (x, a, 0, 1, 8, 0, 0);
    }
}

void
h (__gm__ half *x, __gm__ half *y, int n)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  vadds (b, b, 1.0, 1, 1, 1, 8, 8);
  k2 (x, n);
  copy_ubuf_to_gm (y, b, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op0 \\(line 30, V\\) -> op\[0-9\]+ \\(line 32, MTE3\\) RAW: new pair v0" } } */
/* { dg-final { scan-ascsync-dump "v0 removed: every dependence it orders stays ordered" } } */
/* { dg-final { scan-ascsync-dump "summary h: deps=\[0-9\]+ set=0 wait=0 barrier=0" } } */
