/* helper-row-loop.h -- the kernel of the tests of a helper that loops
   over the rows of the buffer its pointer parameter points into
   ({dump,run}-helper-row-loop*.c): k loads ROWS (1 to 4, known at run
   time) rows of 256 halves into X at 0x8000, and fills G at 0x18000
   with ones; row_scale (x, s, g, rows, n) clears the first block of S
   at 0x10000 (a buffer between X and G), then multiplies each row of N
   halves of X by 2 and by G in place, the rows N * 2 bytes apart; k
   then stores X.  y[i] = 2 * x[i] = 2 * (i % 8) for the ROWS * 256
   halves.  */
#include <ascsim.h>

static __attribute__ ((noinline)) void
row_scale (__ubuf__ half *x, __ubuf__ half *s, __ubuf__ half *g, int rows,
           int n)
{
  vector_dup (s, (half) 0.0f, 1, 1, 1, 8, 8);
  for (int r = 0; r < rows; r++)
    {
      vmuls (x + r * n, x + r * n, 2.0, (uint8_t) (n / 128), 1, 1, 8, 8);
      pipe_barrier (PIPE_V);
      vmul (x + r * n, x + r * n, g, (uint8_t) (n / 128), 1, 1, 1, 8, 8, 8);
    }
}

__global__ __aicore__ void
k (__gm__ half *xg, __gm__ half *y, int rows)
{
  if (rows < 1 || rows > 4)
    return;
  __ubuf__ half *x = (__ubuf__ half *) get_imm (0x8000);
  __ubuf__ half *s = (__ubuf__ half *) get_imm (0x10000);
  __ubuf__ half *g = (__ubuf__ half *) get_imm (0x18000);
  copy_gm_to_ubuf (x, xg, 0, 1, (uint16_t) (rows * 16), 0, 0);
  vector_dup (g, (half) 1.0f, 8, 1, 1, 8, 8);
  row_scale (x, s, g, rows, 256);
  copy_ubuf_to_gm (y, x, 0, 1, (uint16_t) (rows * 16), 0, 0);
}

#define CALL_ARGS x, y, 4
#define CALL_N 1024
#define CALL_EXPECT(i) (2 * ((i) % 8))
