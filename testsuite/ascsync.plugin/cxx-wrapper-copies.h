/* cxx-wrapper-copies.h -- the kernel of the tests of C++ at -O0
   ({dump,run}-cxx-wrapper-copies-O0.c): double buffering of N tiles of
   128 halves through a table of the two slots' addresses.  At -O0 the
   C++ front end reaches each table entry through a temporary copy of
   get_imm's value, and cce.h's always-inline wrapper of each intrinsic
   copies every operand into its parameter; the plugin reads through
   both kinds of copy (gimple_facts.cc), so every access keeps its slot
   (tile T in slot T & 1), as in C.  y[i] = x[i] + 1 = i % 8 + 1.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  if (n < 1 || n > 32)
    return;
  __ubuf__ half *slot[2];
  for (int s = 0; s < 2; s++)
    slot[s] = (__ubuf__ half *) get_imm (0x1000 + s * 0x100);
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *b = slot[t & 1];
      copy_gm_to_ubuf (b, x + t * 128, 0, 1, 8, 0, 0);
      vadds (b, b, (half) 1.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 128, b, 0, 1, 8, 0, 0);
    }
}

#define CALL_ARGS x, y, 12
#define CALL_N (12 * 128)
#define CALL_EXPECT(i) ((i) % 8 + 1)
