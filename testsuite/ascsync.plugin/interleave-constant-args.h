/* interleave-constant-args.h -- the kernel of the tests of interleaved
   strided DMAs whose burst length and gaps are constants and whose
   burst count is known only at run time ({dump,run}-interleave-
   constant-args.c): iteration R of 4 loads N bursts of 2 blocks, 8
   blocks apart, to UB at 0x1000 + R * 64 bytes, from the same place in
   x: the four iterations fill the gaps between each other's bursts.
   y[i] = x[i] = i % 8 for the N * 128 halves.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  if (n < 1 || n > 8)
    return;
  __ubuf__ half *bb = (__ubuf__ half *) get_imm (0x1000);
  for (int r = 0; r < 4; r++)
    copy_gm_to_ubuf (bb + r * 32, x + r * 32, 0, (uint16_t) n, 2, 6, 6);
  copy_ubuf_to_gm (y, bb, 0, 1, (uint16_t) (n * 8), 0, 0);
}

#define CALL_ARGS x, y, 8
#define CALL_N 1024
#define CALL_EXPECT(i) ((i) % 8)
