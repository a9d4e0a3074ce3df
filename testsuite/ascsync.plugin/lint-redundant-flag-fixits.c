/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-mode=lint -fdiagnostics-parseable-fixits" } */
/* Mode lint: of two flags whose set_flag and wait_flag order the same
   thing, the first is redundant (the second is then needed), with
   fix-its removing both its calls (removing one alone would leave the
   flag unbalanced).  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  copy_gm_to_ubuf (a, x, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0); /* { dg-warning "calls of flag .PIPE_MTE2, PIPE_V, EVENT_ID0. .2, this the first. order nothing the rest of the sync does not\[^\n\]*\\\[-fplugin-arg-ascsync-warn=redundant-sync\\\]" } */
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID1); /* { dg-bogus "redundant" } */
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID1);
  vmuls (b, a, 2.0, 2, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, b, 0, 1, 16, 0, 0);
}
/* { dg-final { fixit-contains {fix-it:"[^"]*":.14:3-14:43.:""} } } */
/* { dg-final { fixit-contains {fix-it:"[^"]*":.15:3-15:44.:""} } } */
