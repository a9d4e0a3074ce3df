/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* One DMA per row into consecutive 32-byte rows of a buffer: the
   destination moves by 32 bytes per iteration (its iteration form), so
   no two iterations write the same bytes and the DMAs need no
   pipe_barrier (MTE2) between them.  The vector op after the loop
   waits for all of them with one flag pair, set after the loop (not in
   it).  */
__global__ __aicore__ void
k (__gm__ float *x, __gm__ int *idx, int rows)
{
  __ubuf__ float *buf = (__ubuf__ float *) get_imm (0x1000);
  __ubuf__ float *sum = (__ubuf__ float *) get_imm (0x4000);
  for (int i = 0; i < rows; i++)
    copy_gm_to_ubuf (buf + i * 8, x + idx[i], 0, 1, 1, 0, 0);
  vcadd (sum, buf, 8, 1, 1, 8);
}
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\[^ \]*\\{L0,\\+32/it,b\[0-9\]+,0x1000\\.\\.0x1020\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE2\\)" } } */
/* { dg-final { scan-ascsync-dump-times ";;   \[^\\n\]*: set_flag \\(MTE2, V, 0\\) \\\[dep" 1 } } */
/* { dg-final { scan-ascsync-dump-not "after op\[0-9\]+: set_flag \\(MTE2" } } */
