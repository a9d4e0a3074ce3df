/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-provenance,no-imprecise" } */
/* As dump-gm-step-count-fraction.c, but the store writes "(tile + 15)
   / 16" blocks: rounded up, 32 bytes past the 2 * TILE bytes the
   pointer moves when TILE is not a multiple of 16, which the kernel
   does not rule out.  The stores of two tiles may meet, and a
   pipe_barrier (MTE3) orders them.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *z, uint32_t tile, uint32_t ntiles)
{
  __ubuf__ half *zb = (__ubuf__ half *) get_imm (0);
  uint16_t nb = (uint16_t) ((tile + 15) / 16);
  for (uint32_t t = 0; t < ntiles; t++)
    copy_ubuf_to_gm (z + (uint64_t) t * tile, zb, 0, 1, nb, 0, 0);
}
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE3\\)" } } */
