/* helper-return-tail-count.h -- the kernel of the tests of a tail
   tile's count returned by a helper
   ({dump,run}-helper-return-tail-count*.c): LEN halves (a run-time
   argument from 1 to 4096; 1000 here) in tiles of 256, tile T loaded
   into slot T & 1 of a buffer (slots 512 bytes apart), doubled into
   slot T & 1 of another and stored, each of ceil (tail_len (LEN, T) /
   16) blocks, tail_len = MIN (LEN - T * 256, 256) the usual tail
   length: never more than a slot, though nothing but the loop's bound
   (T below ceil (LEN / 256)) keeps LEN - T * 256 positive.  With
   TAIL_IF defined the helper clamps with an "if", a PHI at -O0.
   y[i] = 2 * x[i] = 2 * (i % 8).  */
#include <ascsim.h>

#ifndef TAIL_IF
static __attribute__ ((noinline)) long
tail_len (long len, long t)
{
  return len - t * 256 < 256 ? len - t * 256 : 256;
}
#else
static __attribute__ ((noinline)) long
tail_len (long len, long t)
{
  long left = len - t * 256;
  if (left > 256)
    left = 256;
  return left;
}
#endif

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, long len)
{
  if (len < 1 || len > 4096)
    return;
  __ubuf__ half *in = (__ubuf__ half *) get_imm (0x1000);
  __ubuf__ half *out = (__ubuf__ half *) get_imm (0x2000);
  long ntiles = (len + 255) / 256;
  for (long t = 0; t < ntiles; t++)
    {
      uint16_t nblk = (uint16_t) ((tail_len (len, t) + 15) / 16);
      long s = t & 1;
      copy_gm_to_ubuf (in + s * 256, x + t * 256, 0, 1, nblk, 0, 0);
      vmuls (out + s * 256, in + s * 256, 2.0, 2, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 256, out + s * 256, 0, 1, nblk, 0, 0);
    }
}

#define CALL_ARGS x, y, 1000
#define CALL_N 1000
#define CALL_EXPECT(i) (2 * ((i) % 8))
