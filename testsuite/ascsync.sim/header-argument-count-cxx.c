/* { dg-do compile } */
/* { dg-options "-x c++" } */
/* header-argument-count.c in C++: the same error, naming the intrinsic
   and its parameters, not the overloads of the header's inline wrapper
   (asc_cxx_vadd) they would otherwise list.  */

void
k (__gm__ half *x, __ubuf__ half *a)
{
  vadd (a, a, a, 1, 1, 1, 1, 8, 8); /* { dg-error "wrong number of arguments to vadd \\(9 given\\): vadd \\(dst, src0, src1, repeat, dstBlockStride, src0BlockStride, src1BlockStride, dstRepeatStride, src0RepeatStride, src1RepeatStride\\) takes 10" } */
  set_flag (PIPE_MTE2, PIPE_V); /* { dg-error "wrong number of arguments to set_flag \\(2 given\\): set_flag \\(pipe, tpipe, pipeID\\) takes 3" } */
}
