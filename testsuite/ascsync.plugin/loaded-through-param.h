/* loaded-through-param.h -- the kernel of the tests of a helper that
   reads its slots' addresses through a pointer parameter
   ({dump,run}-loaded-through-param*.c): double buffering of N tiles of
   128 halves (N a run-time argument, 12 here), the slots' addresses in
   array fields of a local structure whose address the kernel passes to
   a helper left out of line, which reads "b->in[s]" and "b->out[s]"
   for the slot S it is given.  The helper only reads through B
   (gimple_readonly.cc), so the structure's fields are the kernel's
   tables still; each call places the helper's accesses from what they
   hold at the slot it passes (gimple_summary.cc): tile T's work is in
   slot T & 1 of each.  y[i] = x[i] + 1 = i % 8 + 1.  */
#include <ascsim.h>

struct bufs
{
  __ubuf__ half *in[2];
  __ubuf__ half *out[2];
};

__attribute__ ((noinline)) static void
tile_add (const struct bufs *b, int s)
{
  vadds (b->out[s & 1], b->in[s & 1], (half) 1.0f, 1, 1, 1, 8, 8);
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
