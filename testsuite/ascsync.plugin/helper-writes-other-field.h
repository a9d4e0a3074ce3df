/* helper-writes-other-field.h -- the kernel of the tests of a helper
   that writes a field of the structure it is given beside the tables
   of slot addresses it reads ({dump,run}-helper-writes-other-field.c):
   double buffering of N tiles of 128 halves (N a run-time argument, 12
   here).  The helper counts the tiles in "b->done" and reads
   "b->in[s]" and "b->out[s]": it writes the structure only at that
   field (gimple_readonly.cc), so the kernel's tables "b.in" and "b.out"
   are still known from its stores, and each call's work is in slot
   T & 1 of each.  y[i] = x[i] + 1 = i % 8 + 1.  */
#include <ascsim.h>

struct bufs
{
  __ubuf__ half *in[2];
  int done;
  __ubuf__ half *out[2];
};

__attribute__ ((noinline)) static void
tile_add (struct bufs *b, int s)
{
  vadds (b->out[s & 1], b->in[s & 1], (half) 1.0f, 1, 1, 1, 8, 8);
  b->done = s + 1;
}

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
  b.done = 0;
  for (int t = 0; t < n; t++)
    {
      copy_gm_to_ubuf (b.in[t & 1], x + t * 128, 0, 1, 8, 0, 0);
      tile_add (&b, t);
      copy_ubuf_to_gm (y + t * 128, b.out[t & 1], 0, 1, 8, 0, 0);
    }
}

#define CALL_ARGS x, y, 12
#define CALL_N (12 * 128)
#define CALL_EXPECT(i) ((i) % 8 + 1)
