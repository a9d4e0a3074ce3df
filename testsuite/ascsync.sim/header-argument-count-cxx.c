/* { dg-do compile } */
/* { dg-options "-x c++" } */
/* header-argument-count.c in C++: the same error, naming the intrinsic
   and its parameters, not the overloads of the header's inline wrapper
   (asc_cxx_vadd) they would otherwise list.  */

void
k (__gm__ half *x, __ubuf__ half *a)
{
  vadd (a, a, a, 1, 1, 1, 1, 8, 8); /* { dg-error "vadd takes 10 arguments \\(dst, src0, src1, repeat, dstBlockStride, src0BlockStride, src1BlockStride, dstRepeatStride, src0RepeatStride, src1RepeatStride\\), not 9" } */
  set_flag (PIPE_MTE2, PIPE_V); /* { dg-error "set_flag takes 3 arguments \\(pipe, tpipe, pipeID\\), not 2" } */
}
