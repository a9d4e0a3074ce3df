/* param-buffers-at-run-time.h -- the kernel of the tests of helpers left
   out of line whose pointer parameters are given buffers whose start is
   a multiple of the run-time tile length
   ({run,dump}-param-buffers-at-run-time*.c): an add whose tiling comes
   at run time (buffer-starts-at-run-time.h's), its loads, vector
   operation and store in three noinline helpers given xb[s], yb[s] and
   zb[s], slot s = t % NSLOTS of each (2 unless a test makes it 3).
   LOAD_SPAN, the halves load2 loads into each buffer, is the
   tile's unless a test makes it larger (past the buffer); MAIN_N, the
   halves added, 20000 unless a test makes it one tile.  The kernel is
   PB_KERNEL, k unless a test names it otherwise; a test may include
   this file twice, the helpers and (PB_NO_MAIN) the host program
   once.  */
#include <ascsim.h>

#define MAX_TILE 4096
#ifndef NSLOTS
#define NSLOTS 2
#endif
#ifndef LOAD_SPAN
#define LOAD_SPAN(len) (len)
#endif

#ifndef PB_KERNEL
#define PB_KERNEL k
#endif

#ifndef PARAM_BUFFERS_HELPERS
#define PARAM_BUFFERS_HELPERS
static __attribute__ ((noinline)) void
load2 (__ubuf__ half *xd, __ubuf__ half *yd, __gm__ half *x,
       __gm__ half *y, uint16_t nblk)
{
  copy_gm_to_ubuf (xd, x, 0, 1, nblk, 0, 0);
  copy_gm_to_ubuf (yd, y, 0, 1, nblk, 0, 0);
}

static __attribute__ ((noinline)) void
compute (__ubuf__ half *z, __ubuf__ half *a, __ubuf__ half *b,
         uint16_t nblk)
{
  vadd (z, a, b, (uint8_t) ((nblk + 7) / 8), 1, 1, 1, 8, 8, 8);
}

static __attribute__ ((noinline)) void
store (__gm__ half *z, __ubuf__ half *zb, uint16_t nblk)
{
  copy_ubuf_to_gm (z, zb, 0, 1, nblk, 0, 0);
}

#endif

__global__ __aicore__ void
PB_KERNEL (__gm__ half *x, __gm__ half *y, __gm__ half *z, int64_t tile,
           int64_t n)
{
  if (tile <= 0 || tile > MAX_TILE || tile % 128 != 0)
    return;
  uint64_t tb = (uint64_t) tile * sizeof (half);
  __ubuf__ half *xb[NSLOTS], *yb[NSLOTS], *zb[NSLOTS];
  for (int s = 0; s < NSLOTS; s++)
    {
      xb[s] = (__ubuf__ half *) get_imm (s * tb);
      yb[s] = (__ubuf__ half *) get_imm ((NSLOTS + s) * tb);
      zb[s] = (__ubuf__ half *) get_imm ((2 * NSLOTS + s) * tb);
    }
  int64_t ntiles = (n + tile - 1) / tile;
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t % NSLOTS);
      int64_t len = n - t * tile < tile ? n - t * tile : tile;
      uint16_t nblk = (uint16_t) ((len + 15) / 16);
      load2 (xb[s], yb[s], x + t * tile, y + t * tile,
             (uint16_t) ((LOAD_SPAN (len) + 15) / 16));
      compute (zb[s], xb[s], yb[s], nblk);
      store (z + t * tile, zb[s], nblk);
    }
}

#ifndef PB_NO_MAIN
#ifndef MAIN_N
#define MAIN_N 20000
#endif
#define MAIN_TILE 1024
#define MAIN_SLACK (3 * MAIN_TILE + 128)
#include "add-tile-main.h"
#endif
