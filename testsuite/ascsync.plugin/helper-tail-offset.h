/* helper-tail-offset.h -- the kernel of the tests of a helper's access
   at an offset known only from its type ({dump,run}-helper-tail-offset-
   past-space-O0.c): N halves (a run-time argument, 1000 here) a tile,
   NT tiles (4), tile T loaded into slot T & 1 of IN, doubled into slot
   T & 1 of OUT by "twice", a helper left out of line, and stored.  The
   slots' addresses come from local tables of get_imm addresses.  The
   helper doubles the tile's full repeats and then its tail repeat at
   "src + full * 128", FULL = N / 128 of an unsigned N: within the
   helper that offset is known only from its type, past the end of UB.
   y[i] = 2 * x[i] = 2 * (i % 8) for the first N halves of each tile.  */
#include <ascsim.h>

static __attribute__ ((noinline)) void
twice (__ubuf__ half *dst, __ubuf__ half *src, uint32_t n)
{
  uint32_t full = n / 128;
  if (full)
    vmuls (dst, src, 2.0, (uint8_t) full, 1, 1, 8, 8);
  vmuls (dst + full * 128, src + full * 128, 2.0, 1, 1, 1, 8, 8);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, uint32_t n, long nt)
{
  if (n < 1 || n > 1000 || nt < 1 || nt > 4)
    return;
  __ubuf__ half *in[2], *out[2];
  in[0] = (__ubuf__ half *) get_imm (0x0);
  in[1] = (__ubuf__ half *) get_imm (0x800);
  out[0] = (__ubuf__ half *) get_imm (0x1000);
  out[1] = (__ubuf__ half *) get_imm (0x1800);
  for (long t = 0; t < nt; t++)
    {
      long s = t & 1;
      copy_gm_to_ubuf (in[s], x + t * 1024, 0, 1, 64, 0, 0);
      twice (out[s], in[s], n);
      copy_ubuf_to_gm (y + t * 1024, out[s], 0, 1, 64, 0, 0);
    }
}

#define CALL_ARGS x, y, 1000, 4
#define CALL_N 4096
#define CALL_EXPECT(i) (2 * ((i) % 8))
