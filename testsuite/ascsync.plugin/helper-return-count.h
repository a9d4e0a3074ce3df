/* helper-return-count.h -- the kernel of the tests of a count returned
   by a helper ({dump,run}-helper-return-count*.c): chunk C of 4 is
   loaded into slot C & 1 of a buffer (slots 256 bytes apart), doubled
   into slot C & 1 of another and stored, each of CNT = imin (N & 15, 8)
   blocks, N a run-time argument from 1 to 64 (8 here): the count is
   at most 8, the blocks of a slot.
   y[i] = 2 * x[i] = 2 * (i % 8).  */
#include <ascsim.h>

static __attribute__ ((noinline)) int
imin (int a, int b)
{
  return a < b ? a : b;
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  if (n < 1 || n > 64)
    return;
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000);
  for (int c = 0; c < 4; c++)
    {
      int cnt = imin (n & 15, 8);
      int s = c & 1;
      copy_gm_to_ubuf (in + s * 128, x + c * 128, 0, 1, (uint16_t) cnt, 0,
                       0);
      vmuls (out + s * 128, in + s * 128, 2.0, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + c * 128, out + s * 128, 0, 1, (uint16_t) cnt, 0,
                       0);
    }
}

#define CALL_ARGS x, y, 8
#define CALL_N 512
#define CALL_EXPECT(i) (2 * ((i) % 8))
