/* A double buffer per item whose slots a counter of the items with a
   positive length picks: the input by "j & 1", the output by the next
   count's parity, "(j + 1) & 1"; both picks at the top of the
   iteration (in the loop's header block at -O2), the step at its end.
   Items one apart may use the same slots (the counter stays when the
   length is 0): every dependence keeps distance 1.  */
#define N 1024

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ int32_t *len, int nq)
{
  int j = 0;
  for (int q = 0; q < nq; q++)
    {
      __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000 + (j & 1) * 0x1000);
      __ubuf__ half *o
        = (__ubuf__ half *) get_imm (0x4000 + ((j + 1) & 1) * 0x1000);
      copy_gm_to_ubuf (b, x + q * N, 0, 1, N / 16, 0, 0);
      vadds (o, b, (half) 1.0f, N / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + q * N, o, 0, 1, N / 16, 0, 0);
      if (len[q] > 0)
        j++;
    }
}
