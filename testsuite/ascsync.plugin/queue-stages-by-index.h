/* An add written as Ascend C stages in C functions left out of line,
   each given the tile's index and taking its slots from it, "i % 3"
   for the x and y slots (three each) and "i % 2" for the z slots:
   load_add loads tile I's x and y and adds them, store_z stores z.
   The slots are laid out from the run-time tile in a local table the
   stages read through the pointer they are given.  */
#include <ascsim.h>

#define MAX_TILE 8192

struct op
{
  __ubuf__ half *xq[3], *yq[3], *zq[2];
  uint32_t tile;
  __gm__ half *x, *y, *z;
};

static __attribute__ ((noinline)) void
load_add (const struct op *self, uint32_t i)
{
  uint32_t s = i % 3, o = i % 2;
  uint16_t nblk = (uint16_t) (self->tile / 16);
  copy_gm_to_ubuf (self->xq[s], self->x + (uint64_t) i * self->tile, 0, 1,
                   nblk, 0, 0);
  copy_gm_to_ubuf (self->yq[s], self->y + (uint64_t) i * self->tile, 0, 1,
                   nblk, 0, 0);
  vadd (self->zq[o], self->xq[s], self->yq[s],
        (uint8_t) (self->tile / 128), 1, 1, 1, 8, 8, 8);
}

static __attribute__ ((noinline)) void
store_z (const struct op *self, uint32_t i)
{
  copy_ubuf_to_gm (self->z + (uint64_t) i * self->tile, self->zq[i % 2], 0,
                   1, (uint16_t) (self->tile / 16), 0, 0);
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ half *z, int64_t tile, int64_t n)
{
  if (tile <= 0 || tile > MAX_TILE || tile % 128 != 0 || n % tile != 0
      || n / tile > 65536)
    return;
  struct op op;
  op.tile = (uint32_t) tile;
  op.x = x;
  op.y = y;
  op.z = z;
  uint64_t tb = (uint64_t) tile * 2;
  op.xq[0] = (__ubuf__ half *) get_imm (0);
  op.xq[1] = (__ubuf__ half *) get_imm (tb);
  op.xq[2] = (__ubuf__ half *) get_imm (2 * tb);
  op.yq[0] = (__ubuf__ half *) get_imm (3 * tb);
  op.yq[1] = (__ubuf__ half *) get_imm (4 * tb);
  op.yq[2] = (__ubuf__ half *) get_imm (5 * tb);
  op.zq[0] = (__ubuf__ half *) get_imm (6 * tb);
  op.zq[1] = (__ubuf__ half *) get_imm (7 * tb);
  uint32_t ntiles = (uint32_t) (n / tile);
  for (uint32_t i = 0; i < ntiles; i++)
    {
      load_add (&op, i);
      store_z (&op, i);
    }
}

#define MAIN_N (12 * 1024)
#define MAIN_TILE 1024
#include "add-tile-main.h"
