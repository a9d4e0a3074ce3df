/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* The helpers of run-param-buffers-at-run-time.c called from two
   kernels, k and k2 (param-buffers-at-run-time.h's kernel twice), each
   laying the buffers out from a tile length of its own: within load2,
   xd lies from 0 to 4 times "the tile of the kernel that called", yd
   from 4 to 8 times it, one value in a run of load2 (the calls' X joined
   call by call), so its two loads still need no barrier between them.
   The simulator checks both kernels' results and that nothing races.  */
#define main one_kernel_main
#include "param-buffers-at-run-time.h"
#undef main

/* k again.  */
__global__ __aicore__ void
k2 (__gm__ half *x, __gm__ half *y, __gm__ half *z, int64_t tile,
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
      load2 (xb[s], yb[s], x + t * tile, y + t * tile, nblk);
      compute (zb[s], xb[s], yb[s], nblk);
      store (z + t * tile, zb[s], nblk);
    }
}

#include "two-kernels-main.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "2 launches, 0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#\[0-9\]+ k=0 to 4\\}" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*caller#\[0-9\]+ k=4 to 8\\}" } } */
/* { dg-final { scan-ascsync-dump "summary load2: deps=0 set=0 wait=0 barrier=0" } } */
