/* An add written as Ascend C queues in a C object: x and y tiles in
   three slots each ("TQue<VECIN, 3>"), z tiles in two, the slots laid
   out by a loop from the tile length the kernel is given,
   "self->xq[i] = get_imm (i * tile * 2)"; Process takes slot "i % 3"
   and "i % 2" of tile I, its bound read from the object.  PROCESS_ATTR
   says how Process is compiled (inline or not).  */
#include <ascsim.h>

#define MAX_TILE 8192

struct op
{
  __ubuf__ half *xq[3], *yq[3], *zq[2];
  uint32_t tile, ntiles;
  __gm__ half *x, *y, *z;
};

static void
Init (struct op *self, __gm__ half *x, __gm__ half *y, __gm__ half *z,
      uint32_t tile, uint32_t ntiles)
{
  self->tile = tile;
  self->ntiles = ntiles;
  self->x = x;
  self->y = y;
  self->z = z;
  for (int i = 0; i < 3; i++)
    {
      self->xq[i] = (__ubuf__ half *) get_imm ((uint64_t) i * tile * 2);
      self->yq[i] = (__ubuf__ half *) get_imm ((uint64_t) (3 + i) * tile
                                               * 2);
    }
  for (int j = 0; j < 2; j++)
    self->zq[j] = (__ubuf__ half *) get_imm ((uint64_t) (6 + j) * tile * 2);
}

PROCESS_ATTR void
Process (struct op *self)
{
  for (uint32_t i = 0; i < self->ntiles; i++)
    {
      int s = (int) (i % 3), o = (int) (i % 2);
      uint16_t nblk = (uint16_t) (self->tile / 16);
      copy_gm_to_ubuf (self->xq[s], self->x + (uint64_t) i * self->tile, 0,
                       1, nblk, 0, 0);
      copy_gm_to_ubuf (self->yq[s], self->y + (uint64_t) i * self->tile, 0,
                       1, nblk, 0, 0);
      vadd (self->zq[o], self->xq[s], self->yq[s],
            (uint8_t) (self->tile / 128), 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm (self->z + (uint64_t) i * self->tile, self->zq[o], 0,
                       1, nblk, 0, 0);
    }
}

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ half *z, int64_t tile, int64_t n)
{
  if (tile <= 0 || tile > MAX_TILE || tile % 128 != 0 || n % tile != 0
      || n / tile > 65536)
    return;
  struct op op;
  Init (&op, x, y, z, (uint32_t) tile, (uint32_t) (n / tile));
  Process (&op);
}

#define MAIN_N (12 * 1024)
#define MAIN_TILE 1024
#include "add-tile-main.h"
