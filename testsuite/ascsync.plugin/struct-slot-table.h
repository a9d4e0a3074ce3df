/* struct-slot-table.h -- the kernel of the tests of slot tables in a
   local structure ({dump,run}-struct-slot-table*.c): double buffering
   of N tiles of 128 halves (N a run-time argument, 12 here), the slots'
   addresses held in array fields of a local structure, "b.in[t & 1]"
   and "b.out[t & 1]", beside a scalar field.  A table is a part of a
   variable (gimple_tables.cc): tile T's accesses are in slot T & 1 of
   each.  y[i] = x[i] + 1 = i % 8 + 1.  */
#include <ascsim.h>

struct bufs
{
  __ubuf__ half *in[2];
  __ubuf__ half *out[2];
  int n;
};

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  if (n < 1 || n > 32)
    return;
  struct bufs b;
  for (int s = 0; s < 2; s++)
    {
      b.in[s] = (__ubuf__ half *) get_imm (0x1000 + s * 0x100);
      b.out[s] = (__ubuf__ half *) get_imm (0x2000 + s * 0x100);
    }
  b.n = n;
  for (int t = 0; t < b.n; t++)
    {
      copy_gm_to_ubuf (b.in[t & 1], x + t * 128, 0, 1, 8, 0, 0);
      vadds (b.out[t & 1], b.in[t & 1], (half) 1.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 128, b.out[t & 1], 0, 1, 8, 0, 0);
    }
}

#define CALL_ARGS x, y, 12
#define CALL_N (12 * 128)
#define CALL_EXPECT(i) ((i) % 8 + 1)
