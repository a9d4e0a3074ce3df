/* moving-congruence.h -- the kernel of the tests of strided DMAs whose
   pointer moves by less than their period ({dump,run}-moving-congruence
   -*.c): iteration R of 8 loads 8 bursts of BURST blocks, 8 blocks
   apart, to UB at 0x1000 + R * 32 bytes (the bursts of iterations R and
   R + 1 are one block apart: disjoint for BURST 1, overlapping for
   BURST 2), each from the same place in x; then the 1024 halves are
   stored to y, so y[i] = x[i] = i % 8.  */
#include <ascsim.h>

#ifndef BURST
#define BURST 1
#endif

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *sc = (__ubuf__ half *) get_imm (0x1000);
  for (int r = 0; r < 8; r++)
    copy_gm_to_ubuf (sc + r * 16, x + r * 16, 0, 8, BURST, 8 - BURST,
                     8 - BURST);
  copy_ubuf_to_gm (y, sc, 0, 1, 64, 0, 0);
}

#define CALL_N 1024
#define CALL_EXPECT(i) ((i) % 8)
