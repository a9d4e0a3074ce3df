/* { dg-do compile } */
/* An intrinsic called with the wrong number of arguments is an error at
   the kernel's line that names the intrinsic, the count it takes with
   its parameters, and the count given (none, too) -- not the hidden
   entry point (asc_vadd_f16, with its file and line parameters).  */

void
k (__gm__ half *x, __ubuf__ half *a)
{
  vadd (a, a, a, 1, 1, 1, 1, 8, 8); /* { dg-error "wrong number of arguments to vadd \\(9 given\\): vadd \\(dst, src0, src1, repeat, dstBlockStride, src0BlockStride, src1BlockStride, dstRepeatStride, src0RepeatStride, src1RepeatStride\\) takes 10" } */
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0, 0); /* { dg-error "wrong number of arguments to copy_gm_to_ubuf \\(8 given\\): copy_gm_to_ubuf \\(dst, src, sid, nBurst, lenBurst, srcStride, dstStride\\) takes 7" } */
  pipe_barrier (); /* { dg-error "wrong number of arguments to pipe_barrier \\(0 given\\): pipe_barrier \\(pipe\\) takes 1" } */
}
