/* const-offset-table.h -- the kernel of the tests of slot buffers
   placed by a read-only table of offsets (dump-const-offset-table.c,
   run-const-offset-table.c): four slots, chosen by a counter
   "if (++s == 4) s = 0", whose input and output buffers sit at
   get_imm (base[s]) and get_imm (base[s] + OUT), base a static const
   table of integer offsets not in slot order.  The scalar unit never
   waits in the loop: each tile's load, add and store use their own
   slot's buffers.  y[t][c] = x[t][c] + 1.  */

#include <ascsim.h>

#define TILES 8
#define COLS 512                /* halves: 1 KB a tile */
#define OUT 0x4000

static const uint32_t base[4] = { 0x0000, 0x2000, 0x1000, 0x3000 };

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int ntiles)
{
  int s = 0;
  for (int t = 0; t < ntiles; t++)
    {
      __ubuf__ half *in = (__ubuf__ half *) get_imm (base[s]);
      __ubuf__ half *out = (__ubuf__ half *) get_imm (base[s] + OUT);
      copy_gm_to_ubuf (in, x + t * COLS, 0, 1, COLS / 16, 0, 0);
      vadds (out, in, (half) 1.0f, COLS / 128, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * COLS, out, 0, 1, COLS / 16, 0, 0);
      if (++s == 4)
        s = 0;
    }
}
