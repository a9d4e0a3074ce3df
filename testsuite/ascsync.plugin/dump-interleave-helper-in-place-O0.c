/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump" } */
/* A helper (not inlined at -O0) scaling the rows of a tile chunk by
   chunk, in place: its destination and source are two parameters every
   call passes one pointer, and the repeat count comes from a parameter
   bounded only by its type.  Each chunk's repeats run down the rows,
   one row (8 chunks of 256 bytes) apart: the chunks interleave, and
   the source and destination of one chunk are one window, so the
   vmuls need no V barrier between them.  */
#define C 512

static void
scale_rows (__ubuf__ float *dst, __ubuf__ float *a, __ubuf__ float *v,
            uint32_t rows)
{
  for (int j = 0; j < C / 64; j++)
    vmul (dst + j * 64, a + j * 64, v + j * 64, (uint8_t) rows, 1, 1, 1,
          C / 8, C / 8, 0);
}

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, uint32_t rows)
{
  __ubuf__ float *t = (__ubuf__ float *) get_imm (0);
  __ubuf__ float *v = (__ubuf__ float *) get_imm (0x20000);
  copy_gm_to_ubuf (t, x, 0, 1, (uint16_t) (rows * C / 8), 0, 0);
  copy_gm_to_ubuf (v, x, 0, 1, C / 8, 0, 0);
  scale_rows (t, t, v, rows);
  copy_ubuf_to_gm (y, t, 0, 1, (uint16_t) (rows * C / 8), 0, 0);
}
/* { dg-final { scan-ascsync-dump "op vmul pipe=V R:UB\[^ \]*\\{L\[0-9\]+,self\\}\[^\\n\]* W:UB\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
