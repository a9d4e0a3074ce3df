/* Kernels for the counter-slot tests: a loop over items that skips the
   empty ones and picks a double buffer's slot by its own count of the
   items it works on (J, no induction variable).  K1 steps J once per
   item worked on: items one apart use different slots.  K2 steps it
   once or twice (twice for items longer than 4): one apart they may
   use the same slot.  */
#define N 1024

__global__ __aicore__ void
k1 (__gm__ half *x, __gm__ half *y, __gm__ int32_t *len, int nq)
{
  int j = 0;
  for (int q = 0; q < nq; q++)
    {
      int n = len[q];
      if (n == 0)
        continue;
      __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000 + (j & 1) * 0x1000);
      __ubuf__ half *o = (__ubuf__ half *) get_imm (0x4000 + (j & 1) * 0x1000);
      j++;
      copy_gm_to_ubuf (b, x + q * N, 0, 1, N / 16, 0, 0);
      vadds (o, b, (half) 1.0f, N / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + q * N, o, 0, 1, N / 16, 0, 0);
    }
}

__global__ __aicore__ void
k2 (__gm__ half *x, __gm__ half *y, __gm__ int32_t *len, int nq)
{
  int j = 0;
  for (int q = 0; q < nq; q++)
    {
      int n = len[q];
      if (n == 0)
        continue;
      __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000 + (j & 1) * 0x1000);
      __ubuf__ half *o = (__ubuf__ half *) get_imm (0x4000 + (j & 1) * 0x1000);
      if (n > 4)
        j++;
      j++;
      copy_gm_to_ubuf (b, x + q * N, 0, 1, N / 16, 0, 0);
      vadds (o, b, (half) 1.0f, N / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + q * N, o, 0, 1, N / 16, 0, 0);
    }
}
