/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* One in-place vdiv per chunk of an O tile, the pointer moving by
   mcnt * 512 bytes (mcnt not constant) and the repeat count 2 * mcnt
   (256 bytes each): each vdiv stays within its chunk, read and write
   through the same pointer, so the vdivs need no V barrier between
   them ("self" disjoint with a count that is a multiple of mcnt).  */
#include <ascsim.h>

__global__ __aicore__ void
k (__gm__ half *x, __gm__ half *y, int rows)
{
  __ubuf__ half *uo = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *bs = (__ubuf__ half *) get_imm (0x10000);
  int mcnt = rows < 4 ? rows : 4;
  if (mcnt < 1)
    return;
  int chunk = mcnt * 256, rep = mcnt * 2;
  copy_gm_to_ubuf (uo, x, 0, 1, 4 * mcnt * 16, 0, 0);
  copy_gm_to_ubuf (bs, x, 0, 1, 16, 0, 0);
  for (int di = 0; di < 4; di++)
    vdiv (uo + di * chunk, uo + di * chunk, bs, rep, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm (y, uo, 0, 1, 4 * mcnt * 16, 0, 0);
}
/* { dg-final { scan-ascsync-dump "op vdiv pipe=V R:UB\[^ \]*\\{L\[0-9\]+,self\\} R:UB\[^ \]* W:UB\[^ \]*\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(V\\)" } } */
