/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Twin of dump-iter-form-get-imm-induction.c: the loads into get_imm
   (P * 32) write 64 bytes each, so consecutive iterations overlap and a
   pipe_barrier (PIPE_MTE2) orders each load after the previous one.  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t n)
{
  if (n > 16)
    n = 16;
  for (int p = 0; p < n; p++)
    copy_gm_to_ubuf ((__ubuf__ half *) get_imm (p * 32), x + p * 512, 0, 1,
                     2, 0, 0);
  copy_ubuf_to_gm (y, (__ubuf__ half *) get_imm (0), 0, 1, 32, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op0 line 13 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\[^ \]*.L0,\\+32/it," } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE2\\)" } } */
