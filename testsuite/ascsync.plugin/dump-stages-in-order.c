/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* The dump without a value has one section per stage, in the order the
   pass runs them: operations, dependences, virtual sync, redundancy
   removal, event ids, the plan; GCC then prints the function.  */
void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (b, x, 0, 1, 256, 0, 0);
  vadds (b, b, 1.0, 32, 1, 1, 8, 8);
  copy_ubuf_to_gm (y, b, 0, 1, 256, 0, 0);
}
/* { dg-final { scan-ascsync-dump "=== ops: .*=== deps: .*=== virtual: .*=== redundancy: .*=== alloc: .*=== plan: .*;; ascsync: runs: .*asc_sync_run \\(&ascsync_runs" } } */
/* { dg-final { scan-ascsync-dump-times ";; ascsync: === " 6 } } */
