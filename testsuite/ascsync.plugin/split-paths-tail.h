/* split-paths-tail.h -- the kernel of dump-split-paths-off-device.c,
   dump-split-paths-command-line-wins.c and run-split-paths-off-device.c:
   a tile loop whose last tile is shorter, "np = left < 4 ? left : 4",
   the tile's work a noinline helper given the slot.  At -O3 GCC's
   path splitting copies the loop's tail (the call and the exit test)
   into both arms of the conditional.  y = 2 * x.  */
#define TILE 1024               /* halves per plane */

static __attribute__ ((noinline)) void
tile (__gm__ half *x, __gm__ half *y, int64_t p0, int np, int s)
{
  __ubuf__ half *in = (__ubuf__ half *) get_imm (s * 0x2000);
  copy_gm_to_ubuf (in, x + p0 * TILE, 0, 1, (uint16_t) (np * TILE / 16), 0,
                   0);
  vmuls (in, in, (half) 2.0f, (uint8_t) (np * TILE / 128), 1, 1, 8, 8);
  copy_ubuf_to_gm (y + p0 * TILE, in, 0, 1, (uint16_t) (np * TILE / 16), 0,
                   0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int64_t p_hi)
{
  int t = 0;
  for (int64_t p0 = 0; p0 < p_hi; p0 += 4, t++)
    {
      int np = p_hi - p0 < 4 ? (int) (p_hi - p0) : 4;
      tile (x, y, p0, np, t & 1);
    }
}
