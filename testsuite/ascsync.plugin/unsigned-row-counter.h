/* unsigned-row-counter.h -- the kernel of the tests of rows indexed by
   an unsigned counter ({dump,run}-unsigned-row-counter*.c): tile T of
   N (a run-time argument) has ROWS rows of 8 floats, ROWS = MIN (left,
   16) rows left, each row loaded by a DMA of its own into slot T & 1
   at "pk + i * 8" with "uint32_t i" (as Ascend C code writes its
   counters), then all of the tile doubled and stored.  GCC cannot
   keep "(unsigned long) (i * 8)" affine (the 32-bit product may wrap
   for all it knows), so the rows' DMAs had no iteration form and a
   pipe_barrier (PIPE_MTE2) each between them.
   y[i] = 2 * x[i] = 2 * (i % 8).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ float *x, __gm__ float *y, int n)
{
  __ubuf__ float *buf = (__ubuf__ float *) get_imm (0x1000);
  int nrows = n * 16 - 3;
  for (int t = 0; t < n; t++)
    {
      int left = nrows - t * 16;
      int rows = left < 16 ? left : 16;
      __ubuf__ float *pk = buf + (t & 1) * 128;
      for (uint32_t i = 0; i < (uint32_t) rows; i++)
        copy_gm_to_ubuf (pk + i * 8, x + (t * 16 + i) * 8, 0, 1, 1, 0, 0);
      vmuls (pk, pk, 2.0f, 2, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 128, pk, 0, 1, (uint16_t) rows, 0, 0);
    }
}
