/* relative-congruence.h -- the kernel of the tests of two strided loads
   that interleave in one tile through one pointer
   ({dump,run}-relative-congruence.c): tile T of N (3) is slot T & 1 of a
   buffer whose slots are 0x8000 bytes apart (not a multiple of the
   rows' period); each of its 2 rows of 1280 bytes takes 480 bytes from
   x, then 800 bytes from x + 1024, by two loads of 2 bursts each, one
   row apart; the tile is then stored to y.  y[i] = x[i] = i % 8.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int n)
{
  if (n > 3)
    return;
  for (int t = 0; t < n; t++)
    {
      __ubuf__ half *tile = (__ubuf__ half *) get_imm ((t & 1) * 0x8000);
      copy_gm_to_ubuf (tile, x + t * 480, 0, 2, 15, 0, 25);
      copy_gm_to_ubuf (tile + 240, x + 1024 + t * 800, 0, 2, 25, 0, 15);
      copy_ubuf_to_gm (y + t * 1280, tile, 0, 1, 80, 0, 0);
    }
}

#define CALL_ARGS x, y, 3
#define CALL_N 3840
#define CALL_EXPECT(i) ((i) % 8)
