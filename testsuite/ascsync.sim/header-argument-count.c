/* { dg-do compile } */
/* An intrinsic called with the wrong number of arguments is an error at
   the kernel's line that names the intrinsic, the count it takes with
   its parameters, and the count given -- not the hidden entry point
   (asc_vadd_f16, with its file and line parameters).  */

void
k (__gm__ half *x, __ubuf__ half *a)
{
  vadd (a, a, a, 1, 1, 1, 1, 8, 8); /* { dg-error "vadd takes 10 arguments \\(dst, src0, src1, repeat, dstBlockStride, src0BlockStride, src1BlockStride, dstRepeatStride, src0RepeatStride, src1RepeatStride\\), not 9" } */
  copy_gm_to_ubuf (a, x, 0, 1, 8, 0, 0, 0); /* { dg-error "copy_gm_to_ubuf takes 7 arguments \\(dst, src, sid, nBurst, lenBurst, srcStride, dstStride\\), not 8" } */
}
