/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,redundancy,plan" } */
/* What a callee's sync orders its own work before at its return orders
   that work at its calls: K2's pair orders its load before its vadds,
   so before every vector instruction after it, H's vmuls of what K2
   loaded among them.  H's pair for the load goes as redundant; the
   vector work of K2 before the vmuls is one pipe, ordered by a
   barrier.  Twin: dump-call-exit-order.c (the work before the call).  */
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
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  k2 (x);
  vmuls (a, a, 2.0, 1, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, a, 0, 1, 8, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ \\(line 21, MTE2\\) -> op\[0-9\]+ \\(line 22, V\\) RAW\\+WAW: new pair v0" } } */
/* { dg-final { scan-ascsync-dump "v0 removed: every dependence it orders stays ordered" } } */
/* { dg-final { scan-ascsync-dump "summary h: deps=\[0-9\]+ set=1 wait=1 barrier=1" } } */
