/* table-through-array-param.h -- the kernel of the tests of slot tables
   read through an inlined function's array parameter
   ({dump,run}-table-through-array-param.c): double buffering of N
   tiles of 128 halves (N a run-time argument, 12 here), the slots'
   addresses in local arrays IN and OUT, which the kernel passes to an
   inline helper that reads "in[s & 1]" and "out[s & 1]".  Inlined,
   those reads are loads through "&in + (s & 1) * 8", pointer
   arithmetic GCC does not fold back into "in[...]": the address of IN
   is taken, but only to read through (gimple_tables.cc,
   pointer_made_p), and the loads are the table's elements at the
   pointer's index (pointer_table_load).  Tile T's work is in slot T & 1
   of each.  y[i] = x[i] + 1 = i % 8 + 1.  */
#include <ascsim.h>

static inline __attribute__ ((always_inline)) void
tile_add (__ubuf__ half *const *in, __ubuf__ half *const *out, int s)
{
  vadds (out[s & 1], in[s & 1], (half) 1.0f, 1, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  if (n < 1 || n > 32)
    return;
  __ubuf__ half *in[2], *out[2];
  for (int s = 0; s < 2; s++)
    {
      in[s] = (__ubuf__ half *) get_imm (0x1000 + s * 0x100);
      out[s] = (__ubuf__ half *) get_imm (0x2000 + s * 0x100);
    }
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (in[t & 1], x + t * 128, 0, 1, 8, 0, 0);
      tile_add (in, out, t);
      copy_ubuf_to_gm (y + t * 128, out[t & 1], 0, 1, 8, 0, 0);
    }
}

#define CALL_ARGS x, y, 12
#define CALL_N (12 * 128)
#define CALL_EXPECT(i) ((i) % 8 + 1)
