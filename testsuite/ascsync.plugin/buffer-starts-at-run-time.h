/* An add whose tiling comes at run time, its buffers laid out one after
   another from UB's start as Ascend C's queues are: two slots of TILE
   halves for each of x, y and z, their addresses multiples of the tile
   length in bytes kept in tables and chosen by t & 1.  TILE is checked
   (1 to MAX_TILE, a multiple of 128) unless NO_CHECK; the last tile is
   short.  */
#define MAX_TILE 4096

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ half *z, int64_t tile,
   int64_t n)
{
#ifndef NO_CHECK
  if (tile <= 0 || tile > MAX_TILE || tile % 128 != 0)
    return;
#endif
  uint64_t tb = (uint64_t) tile * sizeof (half);
  __ubuf__ half *xb[2], *yb[2], *zb[2];
#ifdef FILL_LOOP_PRAGMA
  FILL_LOOP_PRAGMA
#endif
  for (int s = 0; s < 2; s++)
    {
      xb[s] = (__ubuf__ half *) get_imm (s * tb);
      yb[s] = (__ubuf__ half *) get_imm ((2 + s) * tb);
      zb[s] = (__ubuf__ half *) get_imm ((4 + s) * tb);
    }
  int64_t ntiles = (n + tile - 1) / tile;
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      int64_t len = n - t * tile < tile ? n - t * tile : tile;
      uint16_t nblk = (uint16_t) ((len + 15) / 16);
      copy_gm_to_ubuf (xb[s], x + t * tile, 0, 1, nblk, 0, 0);
      copy_gm_to_ubuf (yb[s], y + t * tile, 0, 1, nblk, 0, 0);
      vadd (zb[s], xb[s], yb[s], (uint8_t) ((nblk + 7) / 8), 1, 1, 1, 8, 8,
            8);
      copy_ubuf_to_gm (z + t * tile, zb[s], 0, 1, nblk, 0, 0);
    }
}

#ifdef MAIN_N
#include "add-tile-main.h"
#endif
