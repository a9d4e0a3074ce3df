/* scalar-slot-read.h -- the kernel of the tests of scalar reads at
   constant offsets through a slot pointer (dump-scalar-read-per-slot.c,
   run-scalar-read-per-slot.c): each tile prefetches the next tile's
   four coefficients and data into the other slot of a ping-pong pair
   (slot pointers from tables), then the scalar unit reads its own
   slot's coefficients and the vector unit adds them to the data.
   Out[t][c] = x[t][c] + the four coefficients of tile t.  */

#include <ascsim.h>

#define TILES 8
#define COLS 256

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int ntiles)
{
  __ubuf__ half *kb[2] = { (__ubuf__ half *) get_imm (0x0),
                           (__ubuf__ half *) get_imm (0x100) };
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (0x1000),
                           (__ubuf__ half *) get_imm (0x2000) };
  __gm__ half *coef = x + TILES * COLS;
  if (ntiles <= 0)
    return;
  copy_gm_to_ubuf (kb[0], coef, 0, 1, 1, 0, 0);
  copy_gm_to_ubuf (xb[0], x, 0, 1, COLS / 16, 0, 0);
  for (int t = 0; t < ntiles; t++)
    {
      int s = t & 1;
      __ubuf__ half *kk = kb[s], *xs = xb[s];
      if (t + 1 < ntiles)
        {
          copy_gm_to_ubuf (kb[1 - s], coef + (t + 1) * 16, 0, 1, 1, 0, 0);
          copy_gm_to_ubuf (xb[1 - s], x + (t + 1) * COLS, 0, 1, COLS / 16,
                           0, 0);
        }
      float a = (float) kk[0], b = (float) kk[1];
      float c = (float) kk[2], d = (float) kk[3];
      vadds (xs, xs, (half) (a + b), COLS / 128, 1, 1, 8, 8);
      vadds (xs, xs, (half) (c + d), COLS / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * COLS, xs, 0, 1, COLS / 16, 0, 0);
    }
}
