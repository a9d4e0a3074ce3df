/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* A callee's sync orders the caller's work around the call only for
   what it orders on every path from its entry to a return: K2 finishes
   the vector instructions before the store only when N is positive,
   so H's vadds on B and its store of B after the call get a pair of
   their own.  Twin: dump-call-exit-order.c.  */
__attribute__ ((noinline)) void
k2 (__gm__ half *x, int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  vadds (a, a, 1.0, 1, 1, 1, 8, 8);
  if (n > 0)
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
/* { dg-final { scan-ascsync-dump "op0 \\(line 25, V\\) -> op\[0-9\]+ \\(line 27, MTE3\\) RAW: new pair" } } */
/* { dg-final { scan-ascsync-dump "wait_flag \\(V, MTE3, \[1-3\]\\) \\\[dep op0\\\]" } } */
