/* row-loop-slot.h -- the kernel of the tests of a loop's counter below
   its exit test (dump-exit-test-bounds-counter-O0.c,
   run-exit-test-bounds-counter-O0.c): tiles of at most TR_MAX rows in
   ping-pong slots exactly TR_MAX rows long, each row incremented by
   its own vadds in a loop "for (i = 0; i < rows; i++)", rows a helper's
   result (a call at -O0).  Y[r][c] = X[r][c] + 1.  */

#include <ascsim.h>

#define NROWS 16
#define COLS 128
#define TR_MAX 4

static unsigned
umin (unsigned a, unsigned b)
{
  return a < b ? a : b;
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int nrows, int tile_rows)
{
  __ubuf__ half *xb[2] = { (__ubuf__ half *) get_imm (0x1000),
                           (__ubuf__ half *) get_imm (0x1400) };
  __ubuf__ half *yb[2] = { (__ubuf__ half *) get_imm (0x0),
                           (__ubuf__ half *) get_imm (0x400) };
  int tr = tile_rows < 1 ? 1 : tile_rows > TR_MAX ? TR_MAX : tile_rows;
  int ntiles = (nrows + tr - 1) / tr;
  for (int t = 0; t < ntiles; t++)
    {
      int s = t & 1;
      __ubuf__ half *xs = xb[s], *ys = yb[s];
      int rows = (int) umin ((unsigned) (nrows - t * tr), (unsigned) tr);
      copy_gm_to_ubuf (xs, x + t * tr * COLS, 0, 1,
                       (uint16_t) (rows * (COLS / 16)), 0, 0);
      for (int i = 0; i < rows; i++)
        vadds (ys + i * COLS, xs + i * COLS, (half) 1.0f, COLS / 128, 1, 1,
               8, 8);
      copy_ubuf_to_gm (y + t * tr * COLS, ys, 0, 1,
                       (uint16_t) (rows * (COLS / 16)), 0, 0);
    }
}
