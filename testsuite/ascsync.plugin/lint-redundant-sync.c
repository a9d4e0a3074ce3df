/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-mode=lint -fdiagnostics-parseable-fixits" } */
/* Mode lint: a pipe_barrier (PIPE_V) between two vector ops on
   different buffers orders nothing (redundant, with a fix-it removing
   it); the one between a vector op and the next reading its result is
   needed, and so are the flags (no warning).  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *c = (__ubuf__ half *) get_imm (0x2000);
  copy_gm_to_ubuf (a, x, 0, 1, 16, 0, 0);
  set_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag (PIPE_MTE2, PIPE_V, EVENT_ID0);
  vmuls (b, a, 2.0, 2, 1, 1, 8, 8);
  pipe_barrier (PIPE_V); /* { dg-warning "this .pipe_barrier. of .V. orders nothing the rest of the sync does not\[^\n\]*\\\[-fplugin-arg-ascsync-warn=redundant-sync\\\]" } */
  vadds (c, a, 1.0, 2, 1, 1, 8, 8);
  pipe_barrier (PIPE_V);
  vmuls (c, c, 3.0, 2, 1, 1, 8, 8);
  set_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag (PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm (y, c, 0, 1, 16, 0, 0);
  copy_ubuf_to_gm (y + 256, b, 0, 1, 16, 0, 0);
}
/* { dg-final { fixit-contains {fix-it:"[^"]*":.18:3-18:25.:""} } } */
