/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-provenance,no-imprecise" } */
/* As dump-gm-step-count-fraction-signed-O0.c, but no buffer is laid
   out from the signed tile length: nothing says it is not negative, and
   a negative one makes "(uint16_t) (tile / 16)" nearly 65536 blocks, so
   the stores of two tiles may meet and a pipe_barrier (MTE3) orders
   them.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *z, int32_t tile, int32_t ntiles)
{
  __ubuf__ half *zb = (__ubuf__ half *) get_imm (0);
  uint16_t nb = (uint16_t) (tile / 16);
  for (int32_t t = 0; t < ntiles; t++)
    copy_ubuf_to_gm (z + t * tile, zb, 0, 1, nb, 0, 0);
}
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE3\\)" } } */
