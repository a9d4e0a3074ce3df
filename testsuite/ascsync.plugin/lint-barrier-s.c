/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-parseable-fixits" } */
/* Mode keep warns of pipe_barrier (PIPE_S), which orders nothing (the
   scalar unit issues in order), with a fix-it removing the call (columns 3 to 24: GCC prints the end
   of the range one past its last column).  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (a, x, 0, 1, 16, 0, 0);
  pipe_barrier (PIPE_S); /* { dg-warning ".pipe_barrier \\(PIPE_S\\). orders nothing\[^\n\]*\\\[-fplugin-arg-ascsync-warn=barrier-s\\\]" } */
  copy_ubuf_to_gm (y, a, 0, 1, 16, 0, 0);
}
/* { dg-final { fixit-contains {fix-it:"[^"]*":.12:3-12:25.:""} } } */
