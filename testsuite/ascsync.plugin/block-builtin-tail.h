/* block-builtin-tail.h -- the kernel of the tests of a loop GCC turns
   into memset (dump-block-builtin-memset.c, run-block-builtin-memset.c):
   NROWS rows of 16 halves in tiles of 8 rows, the last tile keeping
   ROWS of them.  In a ping-pong pair of slots, the vector unit adds
   1 to the tile into OB[s], then the scalar unit zeroes the rows from
   ROWS on (a loop of stores GCC makes a memset of OB[s] + ROWS * 32;
   the tile is read whole: x has all its rows), and MTE3 stores it.  y[t][r][c] = r < ROWS ? x[t][r][c] + 1
   : 0.  */

#include <ascsim.h>

#define TILES 8
#define TR 8
#define RC 16                   /* halves a row: one 32-byte block */
#define COLS (TR * RC)          /* halves a tile */

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int nrows)
{
  int ntiles = (nrows + TR - 1) / TR;
  for (int t = 0; t < ntiles; t++)
    {
      int s = t & 1;
      int rows = nrows - t * TR < TR ? nrows - t * TR : TR;
      __ubuf__ half *in = (__ubuf__ half *) get_imm (s * 0x100);
      __ubuf__ half *ob = (__ubuf__ half *) get_imm (0x1000 + s * 0x100);
      __ubuf__ uint16_t *obu = (__ubuf__ uint16_t *) ob;
      copy_gm_to_ubuf (in, x + t * COLS, 0, 1, TR, 0, 0);
      vadds (ob, in, (half) 1.0f, 1, 1, 1, 8, 8);
      for (int i = rows * RC; i < COLS; i++)
        obu[i] = 0;
      copy_ubuf_to_gm (y + t * COLS, ob, 0, 1, TR, 0, 0);
    }
}
