/* class-shared-by-two-kernels.h -- the kernels of the tests of an
   operator class two kernels share (run-class-shared-by-two-kernels*.c,
   C++): class-runtime-tile.h's KernelAdd, Process left out of line
   (unless a test says otherwise), used by its kernel k and by a second
   kernel k2, each laying the buffers out from a tile length of its own;
   K2_INIT_ARGS, what k2 gives Init, is its own x, y, z unless a test
   makes it otherwise.  Both are launched, each checked
   (add-tile-main.h with MAIN_K2).  */
#ifndef PROCESS_ATTR
#define PROCESS_ATTR noinline
#endif
#ifndef K2_INIT_ARGS
#define K2_INIT_ARGS x, y, z
#endif
#include <ascsim.h>

#define MAIN_K2
__global__ __aicore__ void k2 (__gm__ half *x, __gm__ half *y,
                               __gm__ half *z, int64_t tile, int64_t n);
#include "class-runtime-tile.h"

__global__ __aicore__ void
k2 (__gm__ half *x, __gm__ half *y, __gm__ half *z, int64_t tile, int64_t n)
{
  if (tile <= 0 || tile > MAX_TILE || tile % 128 != 0)
    return;
  KernelAdd op;
  op.Init (K2_INIT_ARGS, tile, n);
  op.Process ();
}
