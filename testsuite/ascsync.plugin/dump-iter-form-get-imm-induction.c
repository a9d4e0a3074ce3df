/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* A loop loads block P of X into the local buffer at get_imm (P *
   1024): get_imm of an induction variable moves by its step, so the
   loads of different iterations write different bytes (an iteration
   form, as for "buf + p * 512") and need no pipe_barrier (PIPE_MTE2)
   between them.  */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t n)
{
  if (n > 16)
    n = 16;
  for (int p = 0; p < n; p++)
    copy_gm_to_ubuf ((__ubuf__ half *) get_imm (p * 1024), x + p * 512, 0, 1,
                     32, 0, 0);
  for (int p = 0; p < n; p++)
    copy_ubuf_to_gm (y + p * 512, (__ubuf__ half *) get_imm (p * 1024), 0, 1,
                     32, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op0 line 15 op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x4000\\)~.L1,\\+1024/it," } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
