/* ping-pong-chosen-by-condition.h -- the kernel of the tests of a slot
   buffer chosen by a condition ({run,dump}-ping-pong-chosen-by-
   condition*.c): tile T of x is loaded into "buf = (CHOOSE) ? b1 : b0",
   scaled into the buffer 0x800 bytes above it and stored to y; CHOOSE
   is "t & 1" (the slot's parity: a ping-pong rotation) unless a test
   makes it otherwise.  8 tiles of 256 halves, y = x + 1.  */
#include <ascsim.h>

#ifndef CHOOSE
#define CHOOSE(t) ((t) & 1)
#endif

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *b0 = (__ubuf__ half *) get_imm (0x0);
  __ubuf__ half *b1 = (__ubuf__ half *) get_imm (0x1000);
  for (int t = 0; t < 8; t++)
    {
      __ubuf__ half *buf = CHOOSE (t) ? b1 : b0;
      copy_gm_to_ubuf (buf, x + t * 256, 0, 1, 16, 0, 0);
      vadds (buf + 1024, buf, (half) 1.0f, 2, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 256, buf + 1024, 0, 1, 16, 0, 0);
    }
}

#define CALL_N 2048
#define CALL_EXPECT(i) ((i) % 8 + 1)
#include "call-main.h"
