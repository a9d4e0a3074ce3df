/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-provenance" } */
/* As dump-gm-step-count-fraction.c with a signed tile length: "tile /
   16" is not negative only where TILE is not, which nothing checks.
   But TILE is also the length the buffers are laid out from, which the
   layout assumption takes to be at least 1, so the count is at most
   TILE / 16 blocks, within the 2 * TILE bytes the store moves by: the
   stores of two tiles never meet and no pipe_barrier (MTE3) orders
   them.  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *z, int32_t tile, int32_t ntiles)
{
  __ubuf__ half *xb[2], *zb[2];
  for (int s = 0; s < 2; s++)
    {
      xb[s] = (__ubuf__ half *) get_imm (s * tile * 2);
      zb[s] = (__ubuf__ half *) get_imm ((2 + s) * tile * 2);
    }
  uint16_t nb = (uint16_t) (tile / 16);
  for (int32_t t = 0; t < ntiles; t++)
    {
      int s = t & 1;
      copy_gm_to_ubuf (xb[s], x + t * tile, 0, 1, nb, 0, 0);
      vadds (zb[s], xb[s], (half) 1.0f, 1, 1, 1, 8, 8);
      copy_ubuf_to_gm (z + t * tile, zb[s], 0, 1, nb, 0, 0);
    }
}
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 \[^\\n\]*W:GM\\\[arg1\\+0x0\\.\\.end\\)\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE3\\)" } } */
