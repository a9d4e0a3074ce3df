/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-mode=lint -fdiagnostics-parseable-fixits" } */
/* Mode lint: the vector op reads the tile the load writes, and the
   hand-written sync has no wait between them (the set is there, its
   wait was forgotten).  Lint names both operations at the consumer and
   offers the pair as fix-its on lines of their own; the source is not
   changed (the object holds no inserted sync: see
   lint-changes-nothing.c).  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 16, 0, 0);
  vmuls (b, a, 2.0, 2, 1, 1, 8, 8); /* { dg-warning ".vmuls. on PIPE_V may read memory before the write of .copy_gm_to_ubuf. on PIPE_MTE2 \\(line 15\\): no sync orders them\[^\n\]*\\\[-fplugin-arg-ascsync-warn=missing-sync\\\]" } */
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, b, 0, 1, 16, 0, 0);
}
/* The set after the load, then the wait before the vector op, both at
   the start of line 16, in that order, on one id.  */
/* { dg-final { fixit-contains {fix-it:"[^"]*":.16:1-16:1.:"  set_flag \(PIPE_MTE2, PIPE_V, EVENT_ID([0-3])\);\\n"\nfix-it:"[^"]*":.16:1-16:1.:"  wait_flag \(PIPE_MTE2, PIPE_V, EVENT_ID\1\);\\n"} } } */
