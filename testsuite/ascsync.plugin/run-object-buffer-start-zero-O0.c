/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* An object whose buffers are laid out from a run-time tile length,
   the first at the address 0 written as such, "get_imm (0)", the others
   at "get_imm (K * tb)", read by a function left out of line (-O0):
   the address 0 is the multiple 0 of the tile (as "get_imm (0 * tb)"
   would be), so the slots the object holds are the tile's multiples 0
   to 5 and the accesses through xb[t & 1], yb[t & 1] and zb[t & 1]
   rotate with the tile, each pair on two ids.  The simulator checks
   that nothing races and the results.  */
#include <ascsim.h>
#define MAX_TILE 4096
struct op
{
  __gm__ half *x, *y, *z;
  __ubuf__ half *xb[2], *yb[2], *zb[2];
  int64_t tile, n;
};
static void
init (struct op *o, __gm__ half *x, __gm__ half *y, __gm__ half *z,
      int64_t tile, int64_t n)
{
  uint64_t tb = (uint64_t) tile * sizeof (half);
  o->x = x;
  o->y = y;
  o->z = z;
  o->tile = tile;
  o->n = n;
  o->xb[0] = (__ubuf__ half *) get_imm (0);
  o->xb[1] = (__ubuf__ half *) get_imm (tb);
  o->yb[0] = (__ubuf__ half *) get_imm (2 * tb);
  o->yb[1] = (__ubuf__ half *) get_imm (3 * tb);
  o->zb[0] = (__ubuf__ half *) get_imm (4 * tb);
  o->zb[1] = (__ubuf__ half *) get_imm (5 * tb);
}
static void
process (struct op *o)
{
  int64_t ntiles = (o->n + o->tile - 1) / o->tile;
  for (int64_t t = 0; t < ntiles; t++)
    {
      int s = (int) (t & 1);
      int64_t len = o->n - t * o->tile < o->tile ? o->n - t * o->tile
                                                 : o->tile;
      uint16_t nblk = (uint16_t) ((len + 15) / 16);
      copy_gm_to_ubuf (o->xb[s], o->x + t * o->tile, 0, 1, nblk, 0, 0);
      copy_gm_to_ubuf (o->yb[s], o->y + t * o->tile, 0, 1, nblk, 0, 0);
      vadd (o->zb[s], o->xb[s], o->yb[s], (uint8_t) ((nblk + 7) / 8), 1, 1,
            1, 8, 8, 8);
      copy_ubuf_to_gm (o->z + t * o->tile, o->zb[s], 0, 1, nblk, 0, 0);
    }
}
__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, __gm__ half *z, int64_t tile, int64_t n)
{
  if (tile <= 0 || tile > MAX_TILE || tile % 128 != 0)
    return;
  struct op o;
  init (&o, x, y, z, tile, n);
  process (&o);
}
#define MAIN_N 20000
#define MAIN_TILE 1024
#include "add-tile-main.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#\[0-9\]+ k=0,\[0-9\]+ to \[0-9\]+,\[0-9\]+\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
