/* Kernel for the counter-slot tests with many branches: the double
   buffer of counter-slots.h's K1 (J, a count of the items worked on,
   picks the slot), in an iteration with twelve independent branches
   after the slot's use, each scaling a scratch row when its bit of the
   item's length is set: 4096 paths through one iteration, two states
   of the counter (stepped or not).  */
#define N 1024
#define STEP(b)                                                         \
  if (n & (1 << (b)))                                                   \
    vmuls (sc + (b) * 128, sc + (b) * 128, (half) 2.0f, 1, 1, 1, 8, 8)

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ half *z, __gm__ int32_t *len,
   int nq)
{
  __ubuf__ half *sc = (__ubuf__ half *) get_imm (0x8000);
  vector_dup (sc, (half) 1.0f, 12, 1, 1, 8, 8);
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
      STEP (0); STEP (1); STEP (2); STEP (3); STEP (4); STEP (5);
      STEP (6); STEP (7); STEP (8); STEP (9); STEP (10); STEP (11);
    }
  copy_ubuf_to_gm (z, sc, 0, 1, 12 * 128 / 16, 0, 0);
}
