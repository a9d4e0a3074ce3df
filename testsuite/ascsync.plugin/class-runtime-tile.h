/* class-runtime-tile.h -- the kernel of the tests of an operator class
   whose tiling comes at run time ({dump,run}-class-runtime-tile*.c,
   C++): Init stores the tile length and the GM pointers into the
   object and lays the buffers out from the tile length it reads back
   ("tb = tile * 2", then x, y and z's two slots each at multiples of
   tb); Process reads the object's fields again in its loop over the
   tiles, tile T in slot T & 1, the last one short.  The methods are
   always_inline (METHOD_ATTR, Process's PROCESS_ATTR, unless a test
   defines them otherwise), so at -O0 every field is a store into the
   local object and a load from it.  The kernel checks the tile length
   unless NO_TILE_CHECK is defined.  With HAND_SYNC, Process carries
   the experts' sync, its ids rotating with the tile, "(event_t) (t &
   1)".  z[i] = x[i] + y[i].  */
#include <ascsim.h>

#define MAX_TILE 4096
#ifndef METHOD_ATTR
#define METHOD_ATTR always_inline
#endif
#ifndef PROCESS_ATTR
#define PROCESS_ATTR METHOD_ATTR
#endif
#define METHOD __aicore__ __attribute__ ((METHOD_ATTR)) void

class KernelAdd
{
public:
  METHOD
  Init (__gm__ half *x_, __gm__ half *y_, __gm__ half *z_, int64_t tile_,
        int64_t n_)
  {
    x = x_;
    y = y_;
    z = z_;
    tile = tile_;
    n = n_;
    uint64_t tb = (uint64_t) tile * sizeof (half);
    for (int s = 0; s < 2; s++)
      {
        xb[s] = (__ubuf__ half *) get_imm (s * tb);
        yb[s] = (__ubuf__ half *) get_imm ((2 + s) * tb);
        zb[s] = (__ubuf__ half *) get_imm ((4 + s) * tb);
      }
  }
  __aicore__ __attribute__ ((PROCESS_ATTR)) void
  Process ()
  {
    int64_t ntiles = (n + tile - 1) / tile;
#ifdef HAND_SYNC
    set_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
    set_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
    set_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
    set_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
    for (int64_t t = 0; t < ntiles; t++)
      {
        event_t e = (event_t) (t & 1);
        wait_flag (PIPE_V, PIPE_MTE2, e);
        CopyIn (t);
        set_flag (PIPE_MTE2, PIPE_V, e);
        wait_flag (PIPE_MTE2, PIPE_V, e);
        wait_flag (PIPE_MTE3, PIPE_V, e);
        Compute (t);
        set_flag (PIPE_V, PIPE_MTE2, e);
        set_flag (PIPE_V, PIPE_MTE3, e);
        wait_flag (PIPE_V, PIPE_MTE3, e);
        CopyOut (t);
        set_flag (PIPE_MTE3, PIPE_V, e);
      }
    wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID0);
    wait_flag (PIPE_V, PIPE_MTE2, EVENT_ID1);
    wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID0);
    wait_flag (PIPE_MTE3, PIPE_V, EVENT_ID1);
#else
    for (int64_t t = 0; t < ntiles; t++)
      {
        CopyIn (t);
        Compute (t);
        CopyOut (t);
      }
#endif
  }

private:
  __aicore__ __attribute__ ((always_inline)) uint16_t
  Blocks (int64_t t)
  {
    int64_t len = n - t * tile < tile ? n - t * tile : tile;
    return (uint16_t) ((len + 15) / 16);
  }
  METHOD
  CopyIn (int64_t t)
  {
    int s = (int) (t & 1);
    copy_gm_to_ubuf (xb[s], x + t * tile, 0, 1, Blocks (t), 0, 0);
    copy_gm_to_ubuf (yb[s], y + t * tile, 0, 1, Blocks (t), 0, 0);
  }
  METHOD
  Compute (int64_t t)
  {
    int s = (int) (t & 1);
    vadd (zb[s], xb[s], yb[s], (uint8_t) ((Blocks (t) + 7) / 8), 1, 1, 1,
          8, 8, 8);
  }
  METHOD
  CopyOut (int64_t t)
  {
    int s = (int) (t & 1);
    copy_ubuf_to_gm (z + t * tile, zb[s], 0, 1, Blocks (t), 0, 0);
  }

  __gm__ half *x, *y, *z;
  __ubuf__ half *xb[2], *yb[2], *zb[2];
  int64_t tile, n;
};

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ half *z, int64_t tile, int64_t n)
{
#ifndef NO_TILE_CHECK
  if (tile <= 0 || tile > MAX_TILE || tile % 128 != 0)
    return;
#endif
  KernelAdd op;
  op.Init (x, y, z, tile, n);
  op.Process ();
}

#define MAIN_N 20000
#define MAIN_TILE 1024
#include "add-tile-main.h"
