/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* The negative twin of dump-iteration-form-rows.c: each DMA writes 64
   bytes but the destination moves by only 32 per iteration, so
   consecutive iterations write common bytes (WAW on one pipe) and the
   barrier stays.  */
__global__ __aicore__ void
k (__gm__ float *x, __gm__ int *idx, int rows)
{
  __ubuf__ float *buf = (__ubuf__ float *) get_imm (0x1000);
  __ubuf__ float *sum = (__ubuf__ float *) get_imm (0x4000);
  for (int i = 0; i < rows; i++)
    copy_gm_to_ubuf (buf + i * 8, x + idx[i], 0, 1, 2, 0, 0);
  vcadd (sum, buf, 8, 1, 1, 8);
}
/* { dg-final { scan-ascsync-dump "\\{L0,\\+32/it,b\[0-9\]+,0x1000\\.\\.0x1040\\}" } } */
/* { dg-final { scan-ascsync-dump "before op(\[0-9\]+): pipe_barrier \\(MTE2\\)\[^\\\[\]* \\\[dep op\\1\\\]" } } */
