/* table-of-rows.h -- the kernel of the tests of a slot table that is an
   array of arrays ({dump,run}-table-of-rows*.c): double buffering of N
   tiles of 128 halves (N a run-time argument, 12 here), "b[s][0]" the
   input buffer of slot S and "b[s][1]" its output buffer.  A load
   "b[t & 1][1]" reads element 2 * (t & 1) + 1 of the table
   (gimple_tables.cc, row_element): tile T's accesses are in slot T & 1
   of each buffer once GCC has unrolled the filling loops (-O2).
   y[i] = x[i] + 1 = i % 8 + 1.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  if (n < 1 || n > 32)
    return;
  __ubuf__ half *b[2][2];
  for (int s = 0; s < 2; s++)
    for (int j = 0; j < 2; j++)
      b[s][j] = (__ubuf__ half *) get_imm (0x1000 * (j + 1) + s * 0x100);
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (b[t & 1][0], x + t * 128, 0, 1, 8, 0, 0);
      vadds (b[t & 1][1], b[t & 1][0], (half) 1.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 128, b[t & 1][1], 0, 1, 8, 0, 0);
    }
}

#define CALL_ARGS x, y, 12
#define CALL_N (12 * 128)
#define CALL_EXPECT(i) ((i) % 8 + 1)
