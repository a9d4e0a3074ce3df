/* trip-count-min.h -- the kernel of the tests of a row loop whose trip
   count is a conversion of a minimum ({dump,run}-trip-count-min-O0.c):
   N rows of 128 halves (N a run-time argument, 20 here) in tiles of 8
   rows, double buffered (tile T in slot T & 1, 8 rows each); tile T
   loads ROWS = (int) MIN (N - 8 * T, 8) rows one by one, adds 1 to
   them and stores them.  C++ folds the "?:" into a MIN_EXPR even at
   -O0, where nothing narrows the row counter in the loop's body but its
   exit test "i < rows": a trip count, which under the count assumption
   is at most 8 (gimple_guards.cc), so the counter is at most 7 there
   and a tile's rows stay in its slot.  y[i] = x[i] + 1 = i % 8 + 1.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int32_t n)
{
  __ubuf__ half *buf = (__ubuf__ half *) get_imm (0x1000);
  int64_t ntiles = ((int64_t) n + 7) / 8;
  for (int64_t t = 0; t < ntiles; t++)
    {
      __ubuf__ half *slot = buf + (t & 1) * (8 * 128);
      int64_t left = n - t * 8;
      int rows = (int) (left < 8 ? left : 8);
      for (int i = 0; i < rows; i++)
        copy_gm_to_ubuf (slot + i * 128, x + (t * 8 + i) * 128, 0, 1, 8,
                         0, 0);
      vadds (slot, slot, (half) 1.0f, (uint8_t) rows, 1, 1, 8, 8);
      copy_ubuf_to_gm (y + t * 8 * 128, slot, 0, 1, (uint16_t) (rows * 8),
                       0, 0);
    }
}

#define CALL_ARGS x, y, 20
#define CALL_N (20 * 128)
#define CALL_EXPECT(i) ((i) % 8 + 1)
